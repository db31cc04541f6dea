import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReactFlowProvider } from '@xyflow/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../test-support/fetch-stub.ts';
import { stubResizeObserver } from '../test-support/resize-observer.ts';
import type { EditorNode } from './flow-conversion.ts';
import { FlowCanvas } from './FlowCanvas.tsx';
import { NodeEditDialog } from './NodeEditDialog.tsx';
import { editorWrapper } from './params/test-editor.tsx';

beforeEach(() => {
  stubResizeObserver();
  stubFetch(() => jsonResponse(200, []));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function chatModel(inputParams: NonNullable<EditorNode['data']['inputParams']>): EditorNode {
  return {
    id: 'chatOpenAI_0',
    type: 'customNode',
    position: { x: 0, y: 0 },
    data: {
      id: 'chatOpenAI_0',
      name: 'chatOpenAI',
      label: 'ChatOpenAI',
      inputParams,
      inputs: {},
      inputAnchors: [],
      outputAnchors: [],
    },
  };
}

const MODEL = {
  id: 'chatOpenAI_0-input-modelName-options',
  name: 'modelName',
  label: 'Model Name',
  type: 'options',
  freeSolo: true,
  options: [
    { name: 'gpt-4o', label: 'gpt-4o' },
    { name: 'gpt-4o-mini', label: 'gpt-4o-mini' },
  ],
};
const TEMPERATURE = {
  id: 'chatOpenAI_0-input-temperature-number',
  name: 'temperature',
  label: 'Temperature',
  type: 'number',
};
const BASE_PATH = {
  id: 'chatOpenAI_0-input-basepath-string',
  name: 'basepath',
  label: 'BasePath',
  type: 'string',
  additionalParams: true,
};
const REASONING = {
  id: 'chatOpenAI_0-input-reasoningEffort-options',
  name: 'reasoningEffort',
  label: 'Reasoning Effort',
  type: 'options',
  freeSolo: true,
  additionalParams: true,
  options: [
    { name: 'low', label: 'Low' },
    { name: 'high', label: 'High' },
  ],
};

function renderCanvas(node: EditorNode) {
  const { store, Wrapper } = editorWrapper([node]);
  render(
    <Wrapper>
      <ReactFlowProvider>
        <div style={{ width: 1000, height: 800 }}>
          <FlowCanvas
            definitions={[]}
            initialViewport={{ x: 0, y: 0, zoom: 1 }}
            onViewport={() => undefined}
          />
        </div>
        <NodeEditDialog />
      </ReactFlowProvider>
    </Wrapper>,
  );
  return store;
}

describe('a chatflow node', () => {
  it('shows its basic parameters inline and the additional ones in the dialog its button opens', async () => {
    renderCanvas(chatModel([MODEL, TEMPERATURE, BASE_PATH]));
    const node = await screen.findByTestId('node-chatOpenAI_0');
    expect(within(node).getByLabelText('Temperature')).toBeTruthy();
    expect(within(node).queryByLabelText('BasePath')).toBeNull();
    await userEvent.setup().click(within(node).getByRole('button', { name: 'Additional Parameters' }));
    const dialog = await screen.findByRole('dialog', { name: 'ChatOpenAI' });
    expect(within(dialog).getByLabelText('BasePath')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Temperature')).toBeNull();
  });

  it('has no Additional Parameters button when none of its parameters is additional', async () => {
    renderCanvas(chatModel([MODEL, TEMPERATURE]));
    const node = await screen.findByTestId('node-chatOpenAI_0');
    expect(within(node).queryByRole('button', { name: 'Additional Parameters' })).toBeNull();
  });
});

describe('Escape in a picker inside the node dialog', () => {
  it('closes the picker, not the dialog, and keeps what was typed; Escape elsewhere closes the dialog', async () => {
    const store = renderCanvas(chatModel([TEMPERATURE, REASONING, BASE_PATH]));
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByTestId('node-chatOpenAI_0')).getByRole('button', {
        name: 'Additional Parameters',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'ChatOpenAI' });
    const picker = within(dialog).getByRole('combobox', { name: 'Reasoning Effort' });
    await user.click(picker);
    await user.type(picker, 'medi');
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'ChatOpenAI' })).toBeTruthy();
    expect(picker).toHaveProperty('value', 'medi');
    await user.click(within(dialog).getByLabelText('BasePath'));
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'ChatOpenAI' })).toBeNull();
    });
    expect(store.getState().editingNodeId).toBeNull();
  });
});
