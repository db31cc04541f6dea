import { describe, expect, it } from 'vitest';
import type { CanvasNode } from './canvas-graph.ts';
import {
  INITIAL_CANVAS_STATE,
  canvasReducer,
  clearNodeStatuses,
  setNodeStatus,
  type CanvasAction,
  type CanvasState,
} from './canvas-state.ts';

type State = CanvasState<{ id: string }, string, string>;
const initial: State = INITIAL_CANVAS_STATE;

describe('canvasReducer (spec §4: dirty on change, clean on save)', () => {
  it.each<[string, State, CanvasAction<{ id: string }, string, string>, Partial<State>]>([
    ['a change sets dirty', initial, { type: 'SET_DIRTY' }, { isDirty: true }],
    ['a save clears dirty', { ...initial, isDirty: true }, { type: 'REMOVE_DIRTY' }, { isDirty: false }],
    [
      'loading a flow is not a change',
      initial,
      { type: 'SET_CHATFLOW', chatflow: { id: 'f' } },
      { isDirty: false, chatflow: { id: 'f' } },
    ],
    ['dialog shown', initial, { type: 'SHOW_CANVAS_DIALOG' }, { canvasDialogShow: true }],
    [
      'dialog hidden',
      { ...initial, canvasDialogShow: true },
      { type: 'HIDE_CANVAS_DIALOG' },
      { canvasDialogShow: false },
    ],
    [
      'component nodes',
      initial,
      { type: 'SET_COMPONENT_NODES', componentNodes: ['llm'] },
      { componentNodes: ['llm'] },
    ],
    [
      'component credentials',
      initial,
      { type: 'SET_COMPONENT_CREDENTIALS', componentCredentials: ['openAIApi'] },
      { componentCredentials: ['openAIApi'] },
    ],
  ])('%s', (_case, state, action, expected) => {
    expect(canvasReducer(state, action)).toEqual({ ...state, ...expected });
  });

  it('keeps the same state object when nothing changes', () => {
    const dirty = { ...initial, isDirty: true };
    expect(canvasReducer(dirty, { type: 'SET_DIRTY' })).toBe(dirty);
    expect(canvasReducer(initial, { type: 'REMOVE_DIRTY' })).toBe(initial);
  });
});

describe('node status', () => {
  const nodes: CanvasNode[] = [
    { id: 'a', position: { x: 0, y: 0 }, data: { name: 'a' } },
    { id: 'b', position: { x: 0, y: 0 }, data: { name: 'b' } },
  ];

  it('sets one node status and error, and clears them all', () => {
    const failed = setNodeStatus(nodes, 'b', 'ERROR', 'boom');
    expect(failed[0]).toBe(nodes[0]);
    expect(failed[1]?.data).toEqual({ name: 'b', status: 'ERROR', error: 'boom' });
    const running = setNodeStatus(failed, 'a', 'INPROGRESS');
    expect(running[0]?.data).toMatchObject({ status: 'INPROGRESS', error: undefined });
    const cleared = clearNodeStatuses(running);
    expect(cleared.map((node) => node.data)).toEqual([
      { name: 'a', status: undefined, error: undefined },
      { name: 'b', status: undefined, error: undefined },
    ]);
    expect(clearNodeStatuses(nodes)[0]).toBe(nodes[0]);
  });
});
