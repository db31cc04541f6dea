import { describe, expect, it } from 'vitest';
import { fakeContext } from '../test-support/fake-context.ts';
import { loopExecutor, loopTargetId } from './execute.ts';

describe('Loop executor', () => {
  it('loops back to the node id part of Loop Back To, with its limit, fallback and state', async () => {
    const result = await loopExecutor.execute(
      fakeContext({
        inputs: {
          loopBackToNode: 'llmAgentflow_1-Write Draft',
          maxLoopCount: '3',
          fallbackMessage: 'Gave up.',
          loopUpdateState: [{ key: 'round', value: '2' }],
        },
      }),
    );
    expect(result.loopBack).toEqual({
      nodeId: 'llmAgentflow_1',
      maxLoopCount: 3,
      fallbackMessage: 'Gave up.',
    });
    expect(result.state).toEqual({ round: '2' });
  });

  it('defaults to 5 rounds and accepts a bare node id', async () => {
    const result = await loopExecutor.execute(
      fakeContext({ inputs: { loopBackToNode: 'agentAgentflow_0' } }),
    );
    expect(result.loopBack).toEqual({ nodeId: 'agentAgentflow_0', maxLoopCount: 5, fallbackMessage: '' });
    expect(loopTargetId(' llm_2-My - Label ')).toBe('llm_2');
  });

  it('asks for a target when none is chosen', async () => {
    await expect(loopExecutor.execute(fakeContext({ inputs: {} }))).rejects.toThrow(/Loop Back To/);
  });
});
