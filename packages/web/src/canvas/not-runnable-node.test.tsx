import type { NodeDefinition } from '@loomflow/core';
import { cleanup, render, screen } from '@testing-library/react';
import { ReactFlowProvider } from '@xyflow/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../test-support/fetch-stub.ts';
import { stubResizeObserver } from '../test-support/resize-observer.ts';
import { ThemeRoot } from '../ui/ThemeRoot.tsx';
import { FlowCanvas } from './FlowCanvas.tsx';
import { NodeEditDialog } from './NodeEditDialog.tsx';
import { RunnableNodesContext } from './runnable-nodes.ts';
import { editorWrapper } from './params/test-editor.tsx';

beforeEach(() => {
  stubResizeObserver();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const llm: NodeDefinition = {
  label: 'LLM',
  name: 'llmAgentflow',
  version: 1,
  type: 'LLM',
  category: 'Agent Flows',
  description: 'Large language models',
  baseClasses: ['LLM'],
  inputs: [],
};

function renderFlow(definitions: readonly NodeDefinition[]) {
  const { Wrapper } = editorWrapper([
    { id: 'llmAgentflow_0', type: 'agentFlow', position: { x: 0, y: 0 }, data: { name: 'llmAgentflow' } },
    {
      id: 'chatBaiduWenxin_0',
      type: 'customNode',
      position: { x: 300, y: 0 },
      data: { name: 'chatBaiduWenxin', label: 'Baidu Wenxin' },
    },
  ]);
  render(
    <ThemeRoot>
      <Wrapper>
        <ReactFlowProvider>
          <div style={{ width: 800, height: 600 }}>
            <FlowCanvas
              definitions={definitions}
              initialViewport={{ x: 0, y: 0, zoom: 1 }}
              onViewport={() => undefined}
            />
          </div>
        </ReactFlowProvider>
      </Wrapper>
    </ThemeRoot>,
  );
}

describe('a node of an imported flow this server cannot run', () => {
  it('shows on the canvas, marked not runnable with a message naming it; the nodes that run are not marked', () => {
    renderFlow([llm]);
    const imported = screen.getByTestId('node-chatBaiduWenxin_0');
    expect(imported.classList.contains('lf-node--not-runnable')).toBe(true);
    expect(imported.textContent).toContain('Not runnable here');
    expect(imported.textContent).toContain(
      '"Baidu Wenxin" (chatBaiduWenxin) is a Flowise node that cannot run here',
    );
    const runs = screen.getByTestId('node-llmAgentflow_0');
    expect(runs.classList.contains('lf-node--not-runnable')).toBe(false);
    expect(runs.textContent).not.toContain('Not runnable here');
  });

  it('marks nothing while the node types are not known', () => {
    renderFlow([]);
    expect(screen.getByTestId('node-chatBaiduWenxin_0').textContent).not.toContain('Not runnable here');
  });
});

describe('the edit dialog of a node this server cannot run', () => {
  it('opens read-only with the reason, and its pickers ask the server nothing', async () => {
    const requests = stubFetch(() => jsonResponse(200, []));
    const { Wrapper, store } = editorWrapper([
      {
        id: 'chatBaiduWenxin_0',
        type: 'customNode',
        position: { x: 0, y: 0 },
        data: {
          name: 'chatBaiduWenxin',
          label: 'Baidu Wenxin',
          inputParams: [
            {
              id: 'p-modelName',
              name: 'modelName',
              label: 'Model Name',
              type: 'string',
              additionalParams: true,
            },
            {
              id: 'p-region',
              name: 'region',
              label: 'Region',
              type: 'asyncOptions',
              loadMethod: 'listRegions',
              additionalParams: true,
            },
          ],
          inputs: { modelName: 'ernie-bot' },
        },
      },
    ]);
    store.getState().setEditingNodeId('chatBaiduWenxin_0');
    render(
      <ThemeRoot>
        <Wrapper>
          <RunnableNodesContext.Provider value={new Set(['llmAgentflow'])}>
            <NodeEditDialog />
          </RunnableNodesContext.Provider>
        </Wrapper>
      </ThemeRoot>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(
      '"Baidu Wenxin" (chatBaiduWenxin) is a Flowise node that cannot run here',
    );
    expect(screen.getByLabelText('Node label').matches(':disabled')).toBe(true);
    expect(screen.getByDisplayValue('ernie-bot').matches(':disabled')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((request) => request.path.includes('node-load-method'))).toEqual([]);
  });
});
