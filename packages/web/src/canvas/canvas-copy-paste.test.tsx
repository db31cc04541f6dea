import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearInAppClipboard } from './app-clipboard.ts';
import type { EditorNode } from './flow-conversion.ts';
import { editorWrapper } from './params/test-editor.tsx';
import { useCanvasShortcuts } from './useCanvasShortcuts.ts';

function llmNode(id: string, selected: boolean): EditorNode {
  return {
    id,
    type: 'agentFlow',
    position: { x: 10, y: 20 },
    selected,
    data: { id, name: 'llmAgentflow', label: 'LLM', outputAnchors: [{ id: `${id}-output-llmAgentflow` }] },
  };
}

function Shortcuts() {
  useCanvasShortcuts(() => undefined);
  return <p>canvas</p>;
}

function setSystemClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

const refused = () => Promise.reject(new DOMException('Read permission denied.', 'NotAllowedError'));

function renderCanvas(nodes: EditorNode[]) {
  const { store, Wrapper } = editorWrapper(nodes);
  render(
    <Wrapper>
      <Shortcuts />
    </Wrapper>,
  );
  return store;
}

const press = (key: string) => fireEvent.keyDown(window, { key, ctrlKey: true });
const ids = (nodes: readonly EditorNode[]) => nodes.map((node) => node.id);

beforeEach(() => {
  clearInAppClipboard();
});

afterEach(() => {
  cleanup();
  setSystemClipboard(undefined);
});

describe('copy and paste of nodes on the canvas', () => {
  it('works on a plain-http LAN address (no system clipboard) through the in-app copy, and says so', async () => {
    setSystemClipboard(undefined);
    const store = renderCanvas([llmNode('llmAgentflow_0', true)]);
    press('c');
    expect((await screen.findByText(/Copied 1 node inside Loomflow only/)).textContent).toContain(
      'not served over HTTPS or localhost',
    );
    press('v');
    await waitFor(() => {
      expect(ids(store.getState().nodes)).toEqual(['llmAgentflow_0', 'llmAgentflow_1']);
    });
    expect(store.getState().nodes[1]?.selected).toBe(true);
  });

  it('pastes the in-app copy when the browser refuses the system clipboard', async () => {
    setSystemClipboard({ writeText: refused, readText: refused });
    const store = renderCanvas([llmNode('llmAgentflow_0', true)]);
    press('c');
    await screen.findByText(/refused the system clipboard \(permission was not given\)/);
    press('v');
    await waitFor(() => {
      expect(store.getState().nodes).toHaveLength(2);
    });
  });

  it('pastes the system clipboard when readable, Flowise JSON read leniently (numeric anchor names)', async () => {
    const flowise = JSON.stringify({
      nodes: [
        {
          id: 'conditionAgentAgentflow_0',
          type: 'agentFlow',
          position: { x: 0, y: 0 },
          data: {
            id: 'conditionAgentAgentflow_0',
            name: 'conditionAgentAgentflow',
            label: 'Condition Agent',
            outputAnchors: [{ id: 'conditionAgentAgentflow_0-output-0', label: 0, name: 0 }],
          },
        },
      ],
      edges: [],
    });
    setSystemClipboard({ readText: () => Promise.resolve(flowise), writeText: () => Promise.resolve() });
    const store = renderCanvas([llmNode('llmAgentflow_0', false)]);
    press('v');
    await waitFor(() => {
      expect(ids(store.getState().nodes)).toEqual(['llmAgentflow_0', 'conditionAgentAgentflow_1']);
    });
    expect(store.getState().nodes[1]?.data.outputAnchors?.[0]?.name).toBe('0');
  });

  it('says why nothing pastes when the clipboard is refused and nothing was copied in the app', async () => {
    setSystemClipboard({ readText: refused, writeText: refused });
    const store = renderCanvas([llmNode('llmAgentflow_0', false)]);
    press('v');
    await screen.findByText(
      'Nothing to paste: the browser refused to read the clipboard (permission was not given), and no nodes were copied in Loomflow yet.',
    );
    expect(store.getState().nodes).toHaveLength(1);
  });
});
