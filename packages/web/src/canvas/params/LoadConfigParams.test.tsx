import type { NodeDefinition } from '@loomflow/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import { LoadConfigParams } from './LoadConfigParams.tsx';
import { ParamEditor } from './ParamEditor.tsx';
import { editorWrapper } from './test-editor.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CHAT_OPENAI: NodeDefinition = {
  name: 'chatOpenAI',
  label: 'ChatOpenAI',
  version: 8,
  type: 'ChatOpenAI',
  category: 'Chat Models',
  description: '',
  baseClasses: [],
  inputs: [
    { label: 'Model Name', name: 'modelName', type: 'asyncOptions', loadMethod: 'listModels' },
    { label: 'Temperature', name: 'temperature', type: 'number', optional: true },
  ],
};

describe('LoadConfigParams', () => {
  it('lists the chosen model type’s own model names, asked with its config and credential', async () => {
    const log = stubFetch((request) => {
      if (request.path === '/nodes') return jsonResponse(200, [CHAT_OPENAI]);
      if (request.path === '/node-load-method/chatOpenAI')
        return jsonResponse(200, [
          { label: 'gpt-4o', name: 'gpt-4o' },
          { label: 'gpt-4o-mini', name: 'gpt-4o-mini' },
        ]);
      return jsonResponse(404, { message: 'not found' });
    });
    const { Wrapper } = editorWrapper([
      {
        id: 'llmAgentflow_0',
        type: 'agentFlow',
        position: { x: 0, y: 0 },
        data: { id: 'llmAgentflow_0', name: 'llmAgentflow', label: 'LLM 0', inputs: {} },
      },
    ]);
    const config = { FLOWISE_CREDENTIAL_ID: 'cred-1', temperature: 0.3 };
    render(
      <Wrapper>
        <LoadConfigParams
          editor={ParamEditor}
          nodeId="llmAgentflow_0"
          chosen="chatOpenAI"
          config={config}
          onChange={vi.fn()}
        />
      </Wrapper>,
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Model Name' }, { timeout: 5000 }));
    expect(await screen.findByRole('option', { name: 'gpt-4o-mini' }, { timeout: 5000 })).toBeTruthy();
    const asked = log.find((request) => request.path === '/node-load-method/chatOpenAI');
    expect(asked?.body).toMatchObject({ loadMethod: 'listModels', inputs: config });
    expect(log.some((request) => request.path === '/node-load-method/llmAgentflow')).toBe(false);
  });
});
