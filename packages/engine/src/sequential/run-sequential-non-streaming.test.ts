import { fakeReply } from '@loomflow/testkit/fake-openai';
import { describe, expect, it } from 'vitest';
import { vmRunner } from '../../../nodes/src/utilities/test-support/vm-code-runner.ts';
import { runSeqTest, seqFixture, seqServices, useFakeLlm } from './test-support/seq-test-kit.ts';

describe('agentflow v1 runs for a caller that does not stream', () => {
  const llm = useFakeLlm();
  const services = {
    ...seqServices(vmRunner),
    flows: { invoke: () => Promise.resolve({ text: 'checked' }) },
  };
  const run = (streaming: boolean) =>
    runSeqTest(seqFixture('tool-node-state', llm.fake.url), {
      question: 'what is (2+3)*4?',
      services,
      streaming,
    });

  it('calls every model once without a stream, tool calls and answer unchanged', async () => {
    llm.fake.script(fakeReply.toolCall('calculator', { input: '(2 + 3) * 4' }), 'The total is 20.');
    const { result } = await run(false);
    expect(result.text).toBe('The total is 20.');
    expect(result.usedTools).toEqual([
      { tool: 'calculator', toolInput: { input: '(2 + 3) * 4' }, toolOutput: '20' },
    ]);
    expect(llm.fake.chatRequests().map((request) => request.stream === true)).toEqual([false, false]);
  });

  it('streams them for a streaming caller', async () => {
    llm.fake.script(fakeReply.toolCall('calculator', { input: '(2 + 3) * 4' }), 'The total is 20.');
    const { result } = await run(true);
    expect(result.text).toBe('The total is 20.');
    expect(llm.fake.chatRequests().map((request) => request.stream === true)).toEqual([true, true]);
  });
});
