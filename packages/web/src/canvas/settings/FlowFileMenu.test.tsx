import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditorNode } from '../flow-conversion.ts';
import { toEditorGraph } from '../flow-conversion.ts';
import { editorWrapper } from '../params/test-editor.tsx';
import { useFlowFile } from '../useFlowFile.ts';
import { FlowSettingsMenu } from './FlowSettingsMenu.tsx';

const llm = (id: string, label: string): EditorNode => ({
  id,
  type: 'agentFlow',
  position: { x: 0, y: 0 },
  data: {
    id,
    name: 'llmAgentflow',
    label,
    inputParams: [{ name: 'apiKey', label: 'Key', type: 'password' }],
    inputs: { apiKey: 'sk-secret', prompt: 'hi' },
  },
});

const EMPTY_ORIGINALS = toEditorGraph({ nodes: [], edges: [] }).originals;

function Menu() {
  const file = useFlowFile({ flowType: 'AGENTFLOW', originals: EMPTY_ORIGINALS, viewport: () => undefined });
  return (
    <FlowSettingsMenu
      onOpen={null}
      file={{
        onExport: file.exportFlow,
        onLoad: (chosen) => {
          file.loadText(chosen.text, chosen.name);
        },
      }}
    />
  );
}

function renderMenu(nodes: EditorNode[]) {
  const { store, Wrapper } = editorWrapper(nodes);
  render(
    <Wrapper>
      <Menu />
    </Wrapper>,
  );
  return store;
}

let downloads: { name: string; text: Promise<string> }[] = [];

/** jsdom's Blob has no text(): read it as the browser would. */
function textOf(blob: Blob | undefined): Promise<string> {
  if (!blob) return Promise.resolve('');
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.readAsText(blob);
  });
}

beforeEach(() => {
  downloads = [];
  let blob: Blob | undefined;
  vi.stubGlobal('URL', {
    ...URL,
    createObjectURL: (created: Blob) => {
      blob = created;
      return 'blob:flow';
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, text: textOf(blob) });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Export and Load in the canvas settings menu', () => {
  it('works on a flow never saved (settings wait for the save) and exports the canvas without secrets', async () => {
    const store = renderMenu([llm('llmAgentflow_0', 'Draft')]);
    store.getState().rename('Essay');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Flow settings' }));
    expect(screen.getByRole('menuitem', { name: 'Rate Limit' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('menuitem', { name: 'Export' }));
    expect(downloads.map((download) => download.name)).toEqual(['Essay Agentflow.json']);
    const text = await downloads[0]?.text;
    expect(text).toContain('"prompt": "hi"');
    expect(text).not.toContain('sk-secret');
  });

  it('loads a file over the canvas as an unsaved edit that undo takes back', async () => {
    const store = renderMenu([llm('llmAgentflow_0', 'Old')]);
    const user = userEvent.setup();
    const file = new File(
      [
        JSON.stringify({
          nodes: [llm('llmAgentflow_0', 'New A'), llm('llmAgentflow_1', 'New B')],
          edges: [],
        }),
      ],
      'other.json',
      { type: 'application/json' },
    );
    await user.click(screen.getByRole('button', { name: 'Flow settings' }));
    await user.click(screen.getByRole('menuitem', { name: 'Load' }));
    await user.upload(screen.getByLabelText('Flow file to load'), file);
    await waitFor(() => {
      expect(store.getState().nodes.map((node) => node.data.label)).toEqual(['New A', 'New B']);
    });
    expect(store.getState().dirty).toBe(true);
    expect(await screen.findByText('Loaded "other.json": save the flow to keep it')).toBeTruthy();
    store.getState().undo();
    expect(store.getState().nodes.map((node) => node.data.label)).toEqual(['Old']);
  });

  it('says why a file that is not a flow cannot be loaded, and keeps the canvas', async () => {
    const store = renderMenu([llm('llmAgentflow_0', 'Old')]);
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Flow file to load'),
      new File(['{"hello":"world"}'], 'notes.json', { type: 'application/json' }),
    );
    expect(
      await screen.findByText(
        'Could not load "notes.json": This is not a flow file: it holds no nodes and edges.',
      ),
    ).toBeTruthy();
    expect(store.getState().nodes.map((node) => node.data.label)).toEqual(['Old']);
    expect(store.getState().dirty).toBe(false);
  });
});
