import { describe, expect, it } from 'vitest';
import type { ChatflowInitContext } from '../../runtime/chatflow-component.ts';
import type { NodeEmission, RuntimeServices } from '../../runtime/node-executor.ts';
import { vmRunner } from '../test-support/vm-code-runner.ts';
import { customFunctionComponent } from './custom-function.component.ts';

function context(inputs: Record<string, unknown>, output: string): ChatflowInitContext {
  return {
    nodeId: 'customFunction_0',
    nodeLabel: 'Custom JS Function',
    inputs,
    outputs: { output },
    credentialId: undefined,
    run: { chatflowId: 'flow-1', chatId: 'chat-1', sessionId: 'session-1', workspaceId: 'ws-1' },
    question: 'Ada',
    chatHistory: [],
    vars: { greeting: 'Hello' },
    memory: { pastMessages: () => Promise.resolve([]) },
    services: { sandbox: vmRunner } as unknown as RuntimeServices,
    signal: new AbortController().signal,
    resolveTemplate: (text) => text,
  };
}

describe('Custom JS Function', () => {
  it('as Output, gives its result to later nodes, with $input, $vars, $flow and its input variables', async () => {
    const value = await customFunctionComponent.init(
      context(
        {
          functionInputVariables: '{ "times": 2 }',
          javascriptFunction:
            'return { text: `${$vars.greeting} ${$input}`.repeat($times), flow: $flow.chatflowId };',
        },
        'output',
      ),
    );
    expect(value).toEqual({ text: 'Hello AdaHello Ada', flow: 'flow-1' });
  });

  it('as Ending Node, answers with its result (streamed when streaming)', async () => {
    const init = context({ javascriptFunction: 'return `Bye ${$input}`;' }, 'EndingNode');
    const instance = await customFunctionComponent.init(init);
    const emitted: NodeEmission[] = [];
    const answer = await customFunctionComponent.run?.({
      ...init,
      instance,
      streaming: true,
      emit: (emission) => emitted.push(emission),
    });
    expect(answer).toEqual({ text: 'Bye Ada' });
    expect(emitted).toEqual([{ type: 'token', text: 'Bye Ada' }]);
  });

  it('names the function and the line when the code throws, and refuses bad input variables', async () => {
    await expect(
      customFunctionComponent.init(
        context({ functionName: 'Lookup', javascriptFunction: 'throw new Error("no city")' }, 'output'),
      ),
    ).rejects.toThrow('Lookup failed at line 2: no city');
    await expect(
      customFunctionComponent.init(
        context({ functionInputVariables: '[1]', javascriptFunction: 'return 1' }, 'output'),
      ),
    ).rejects.toThrow('Input Variables must be a JSON object');
    await expect(
      customFunctionComponent.init(context({ javascriptFunction: '  ' }, 'output')),
    ).rejects.toThrow('the Javascript Function is empty');
  });
});
