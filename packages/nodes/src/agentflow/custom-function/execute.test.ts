import { describe, expect, it } from 'vitest';
import { fakeCodeRunner, fakeContext, sandboxResult } from '../test-support/fake-context.ts';
import { customFunctionExecutor } from './execute.ts';

describe('Custom Function executor', () => {
  it('runs the code with $flow, $vars and its input variables, and updates state from the output', async () => {
    const runner = fakeCodeRunner((_code, parameters) => sandboxResult(`Hi ${String(parameters.$name)}`));
    const context = fakeContext({
      services: { sandbox: runner },
      question: 'who?',
      state: { count: 1 },
      vars: { apiBase: 'https://x.test' },
      inputs: {
        customFunctionJavascriptFunction: 'return `Hi ${$name}`;',
        customFunctionInputVariables: [{ variableName: 'name', variableValue: 'Ada' }],
        customFunctionUpdateState: [{ key: 'greeting', value: '{{ output }}' }],
      },
    });
    const result = await customFunctionExecutor.execute(context);
    expect(result.output.content).toBe('Hi Ada');
    expect(result.state).toEqual({ greeting: 'Hi Ada' });
    expect(runner.calls[0]?.parameters).toEqual({
      $name: 'Ada',
      $vars: { apiBase: 'https://x.test' },
      $flow: {
        sessionId: 'session-1',
        chatId: 'chat-1',
        chatflowId: 'flow-1',
        input: 'who?',
        state: { count: 1 },
      },
    });
    expect(customFunctionExecutor.rawInputs).toEqual(['customFunctionJavascriptFunction']);
  });

  it('gives objects back as JSON text', async () => {
    const runner = fakeCodeRunner(() => sandboxResult({ total: 3 }));
    const result = await customFunctionExecutor.execute(
      fakeContext({
        services: { sandbox: runner },
        inputs: { customFunctionJavascriptFunction: 'return {total: 3}' },
      }),
    );
    expect(JSON.parse(result.output.content)).toEqual({ total: 3 });
  });

  it("names the user's line when the code fails", async () => {
    const runner = fakeCodeRunner(() => ({
      ok: false,
      error: { kind: 'runtime', message: 'x is not defined', line: 2, column: 5 },
      logs: [],
      durationMs: 1,
    }));
    const context = fakeContext({
      services: { sandbox: runner },
      inputs: { customFunctionJavascriptFunction: 'const a = 1;\nreturn x;' },
    });
    await expect(customFunctionExecutor.execute(context)).rejects.toThrow(
      'Custom Function failed at line 2: x is not defined',
    );
  });

  it('refuses an input variable name the code cannot use', async () => {
    const context = fakeContext({
      inputs: {
        customFunctionJavascriptFunction: 'return 1',
        customFunctionInputVariables: [{ variableName: 'my-name', variableValue: 'x' }],
      },
    });
    await expect(customFunctionExecutor.execute(context)).rejects.toThrow(/cannot be an input variable name/);
  });
});
