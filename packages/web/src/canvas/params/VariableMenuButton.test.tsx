import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { EditorEdge, EditorNode } from '../flow-conversion.ts';
import { editorWrapper } from './test-editor.tsx';
import { VariableMenuButton } from './VariableMenuButton.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function node(id: string, name: string, label: string, extra: Partial<EditorNode> = {}): EditorNode {
  return { id, type: 'agentFlow', position: { x: 0, y: 0 }, data: { id, name, label }, ...extra };
}

const edge = (source: string, target: string): EditorEdge => ({
  id: `${source}-${target}`,
  source,
  target,
  sourceHandle: `${source}-output-0`,
  targetHandle: target,
});

function openPicker(nodes: EditorNode[], edges: EditorEdge[], nodeId: string) {
  stubFetch(() =>
    jsonResponse(200, [
      {
        id: 'v1',
        name: 'region',
        value: 'eu',
        type: 'static',
        workspaceId: 'w1',
        createdDate: '2025-01-01T00:00:00.000Z',
        updatedDate: '2025-01-01T00:00:00.000Z',
      },
    ]),
  );
  const { store, Wrapper } = editorWrapper(nodes);
  store.setState({ edges });
  const onPick = vi.fn();
  render(
    <Wrapper>
      <VariableMenuButton nodeId={nodeId} onPick={onPick} />
    </Wrapper>,
  );
  return { onPick };
}

const start = node('startAgentflow_0', 'startAgentflow', 'Start', {
  data: {
    id: 'startAgentflow_0',
    name: 'startAgentflow',
    label: 'Start',
    inputs: { startState: [{ key: 'topic', value: '' }] },
  },
});

describe('the variable picker', () => {
  it('offers the nodes upstream of the edited one by label, not the node itself or those after it', async () => {
    const nodes = [
      start,
      node('llmAgentflow_0', 'llmAgentflow', 'Write draft'),
      node('agentAgentflow_0', 'agentAgentflow', 'Grade'),
      node('llmAgentflow_1', 'llmAgentflow', 'Publish'),
      node('llmAgentflow_2', 'llmAgentflow', 'Unconnected'),
    ];
    const edges = [
      edge('startAgentflow_0', 'llmAgentflow_0'),
      edge('llmAgentflow_0', 'agentAgentflow_0'),
      edge('agentAgentflow_0', 'llmAgentflow_1'),
    ];
    const { onPick } = openPicker(nodes, edges, 'agentAgentflow_0');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Insert variable' }));
    const menu = await screen.findByRole('menu');
    await within(menu).findByText('$vars.region');
    const shown = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.querySelector('.MuiListItemText-primary')?.textContent);
    expect(shown).toEqual([
      'question',
      'chat_history',
      'current_date_time',
      'file_attachment',
      '$flow.state.topic',
      'Write draft',
      '$vars.region',
    ]);
    expect(menu.textContent).not.toContain('llmAgentflow_0');
    await user.click(within(menu).getByRole('menuitem', { name: /^Write draft/ }));
    expect(onPick).toHaveBeenCalledWith('{{ llmAgentflow_0 }}');
  });

  it('offers, inside an iteration, what flows into the iteration too', async () => {
    const nodes = [
      start,
      node('llmAgentflow_0', 'llmAgentflow', 'Research'),
      node('iterationAgentflow_0', 'iterationAgentflow', 'Each item', { type: 'iteration' }),
      node('llmAgentflow_1', 'llmAgentflow', 'Summarise item', { parentId: 'iterationAgentflow_0' }),
    ];
    const edges = [
      edge('startAgentflow_0', 'llmAgentflow_0'),
      edge('llmAgentflow_0', 'iterationAgentflow_0'),
    ];
    openPicker(nodes, edges, 'llmAgentflow_1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Insert variable' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /^Research/ })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: /^Summarise item/ })).toBeNull();
  });
});
