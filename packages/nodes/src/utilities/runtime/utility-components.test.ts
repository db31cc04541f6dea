import { describe, expect, it } from 'vitest';
import type { ChatflowInitContext } from '../../runtime/chatflow-component.ts';
import type { RuntimeServices } from '../../runtime/node-executor.ts';
import { vmRunner } from '../test-support/vm-code-runner.ts';
import { getVariableComponent, setVariableComponent } from './flow-variable.components.ts';
import { ifElseFunctionComponent } from './if-else-function.component.ts';

function context(
  inputs: Record<string, unknown>,
  flowVariables: Map<string, unknown> | null = new Map(),
): ChatflowInitContext {
  return {
    nodeId: 'node_0',
    nodeLabel: 'Node',
    inputs,
    outputs: {},
    credentialId: undefined,
    run: { chatflowId: 'flow-1', chatId: 'chat-1', sessionId: 'session-1', workspaceId: 'ws-1' },
    question: 'refund my order',
    chatHistory: [],
    vars: { threshold: '3' },
    ...(flowVariables === null ? {} : { flowVariables }),
    memory: { pastMessages: () => Promise.resolve([]) },
    services: { sandbox: vmRunner } as unknown as RuntimeServices,
    signal: new AbortController().signal,
    resolveTemplate: (text) => text,
  };
}

describe('IfElse Function', () => {
  it('takes the True output with the If Function result when it is truthy', async () => {
    const branch = await ifElseFunctionComponent.init(
      context({
        functionInputVariables: { topic: 'refund' },
        ifFunction: 'if ($input.includes($topic)) return `route:${$topic}`;',
        elseFunction: 'return "general";',
      }),
    );
    expect(branch).toEqual({ kind: 'chatflowBranch', output: 'returnTrue', value: 'route:refund' });
  });

  it('takes the False output with the Else Function result otherwise', async () => {
    const branch = await ifElseFunctionComponent.init(
      context({
        ifFunction: 'return $input.length > Number($vars.threshold) * 100;',
        elseFunction: 'return { reason: "short", chat: $flow.chatId };',
      }),
    );
    expect(branch).toEqual({
      kind: 'chatflowBranch',
      output: 'returnFalse',
      value: { reason: 'short', chat: 'chat-1' },
    });
  });

  it('names the function that failed and an empty If Function', async () => {
    await expect(
      ifElseFunctionComponent.init(
        context({ functionName: 'Is refund', ifFunction: 'return missing.value;', elseFunction: '' }),
      ),
    ).rejects.toThrow(/Is refund \(If Function\) failed at line 2: missing is not defined/);
    await expect(ifElseFunctionComponent.init(context({ ifFunction: '  ' }))).rejects.toThrow(
      'the If Function is empty',
    );
  });
});

describe('Set Variable / Get Variable', () => {
  it('keeps a value for the rest of the run and gives it to Get Variable', async () => {
    const store = new Map<string, unknown>();
    const kept = await setVariableComponent.init(
      context({ input: [{ order: 42 }], variableName: 'order' }, store),
    );
    expect(kept).toEqual({ order: 42 });
    expect(await getVariableComponent.init(context({ variableName: 'order' }, store))).toEqual({ order: 42 });
    expect(await getVariableComponent.init(context({ variableName: 'other' }, store))).toBeUndefined();
  });

  it('keeps a list of several inputs as a list', async () => {
    const store = new Map<string, unknown>();
    await setVariableComponent.init(context({ input: ['a', 'b'], variableName: 'letters' }, store));
    expect(store.get('letters')).toEqual(['a', 'b']);
  });

  it('refuses an empty variable name and a context without a run', async () => {
    await expect(setVariableComponent.init(context({ input: ['a'], variableName: ' ' }))).rejects.toThrow(
      'Variable Name is empty',
    );
    await expect(getVariableComponent.init(context({ variableName: 'x' }, null))).rejects.toThrow(
      'variables need a chatflow run',
    );
  });
});
