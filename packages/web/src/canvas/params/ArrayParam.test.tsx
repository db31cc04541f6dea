import type { InputParam, NodeDefinition } from '@loomflow/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import { useFlowEditor } from '../useFlowEditor.ts';
import { ParamList } from './ParamList.tsx';
import { editorWrapper } from './test-editor.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AGENT_TOOLS: InputParam = {
  label: 'Tools',
  name: 'agentTools',
  type: 'array',
  array: [
    {
      label: 'Tool',
      name: 'agentSelectedTool',
      type: 'asyncOptions',
      loadMethod: 'listTools',
      loadConfig: true,
    },
    { label: 'Require Human Input', name: 'agentSelectedToolRequiresHumanInput', type: 'boolean' },
  ],
};

const CUSTOM_TOOL: NodeDefinition = {
  name: 'customTool',
  label: 'Custom Tool',
  version: 3,
  type: 'CustomTool',
  category: 'Tools',
  description: '',
  baseClasses: [],
  loadMethods: ['listTools'],
  inputs: [
    { label: 'Select Tool', name: 'selectedTool', type: 'asyncOptions', loadMethod: 'listTools' },
    { label: 'Return Direct', name: 'returnDirect', type: 'boolean', optional: true },
  ],
};

/** The Agent node's parameters as the canvas shows them, re-read from the editor store after each edit. */
function AgentParams() {
  const data = useFlowEditor((state) => state.nodes.find((node) => node.id === 'agentAgentflow_0')?.data);
  return data ? <ParamList nodeId="agentAgentflow_0" data={data} which="all" /> : null;
}

describe('ArrayParam', () => {
  it('shows the settings of a tool picked in a list row and stores them as Flowise does', async () => {
    const log = stubFetch((request) => {
      if (request.path === '/nodes') return jsonResponse(200, [CUSTOM_TOOL]);
      if (request.path === '/node-load-method/agentAgentflow')
        return jsonResponse(200, [
          { label: 'Calculator', name: 'calculator' },
          { label: 'Custom Tool', name: 'customTool' },
        ]);
      if (request.path === '/node-load-method/customTool')
        return jsonResponse(200, [{ label: 'get_weather', name: 'tool-1', description: 'The weather' }]);
      return jsonResponse(404, { message: 'not found' });
    });
    const { store, Wrapper } = editorWrapper([
      {
        id: 'agentAgentflow_0',
        type: 'agentFlow',
        position: { x: 0, y: 0 },
        data: {
          id: 'agentAgentflow_0',
          name: 'agentAgentflow',
          label: 'Agent 0',
          inputParams: [{ ...AGENT_TOOLS }],
          inputs: { agentTools: [] },
        },
      },
    ]);
    render(
      <Wrapper>
        <AgentParams />
      </Wrapper>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Tools' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Tool' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Custom Tool' }, { timeout: 5000 }));

    await userEvent.click(await screen.findByRole('combobox', { name: 'Select Tool' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('option', { name: 'get_weather' }, { timeout: 5000 }));

    const inputs = store.getState().nodes[0]?.data.inputs;
    expect(inputs?.agentTools).toEqual([
      {
        agentSelectedTool: 'customTool',
        agentSelectedToolRequiresHumanInput: '',
        agentSelectedToolConfig: {
          agentSelectedTool: 'customTool',
          selectedTool: 'tool-1',
          selectedToolName: 'get_weather',
        },
      },
    ]);
    const asked = log.find((request) => request.path === '/node-load-method/customTool');
    expect(asked?.body).toMatchObject({ loadMethod: 'listTools' });
  });
});
