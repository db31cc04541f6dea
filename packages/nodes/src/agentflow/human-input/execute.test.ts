import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { fakeContext, fakeOpenAIModel } from '../test-support/fake-context.ts';
import { humanInputExecutor } from './execute.ts';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
});

describe('Human Input executor', () => {
  it('pauses with Proceed/Reject buttons and the fixed description after the last message', async () => {
    const context = fakeContext({
      nodeId: 'humanInputAgentflow_0',
      nodeLabel: 'Human Input 0',
      streamsToClient: true,
      runMessages: [{ role: 'assistant', content: 'Draft: hello world' }],
      inputs: { humanInputDescriptionType: 'fixed', humanInputDescription: 'Send it?' },
    });
    const result = await humanInputExecutor.execute(context);
    expect(result.output.content).toBe('Draft: hello world\n\nSend it?');
    expect(result.pause?.action).toMatchObject({
      mapping: { approve: 'Proceed', reject: 'Reject' },
      elements: [
        { type: 'agentflowv2-approve-button', label: 'Proceed' },
        { type: 'agentflowv2-reject-button', label: 'Reject' },
      ],
      data: { nodeId: 'humanInputAgentflow_0', nodeLabel: 'Human Input 0' },
    });
    expect(context.emissions).toEqual([{ type: 'token', text: 'Draft: hello world\n\nSend it?' }]);
    expect(result.takenOutputs).toBeUndefined();
  });

  it('lets the model write the description when dynamic', async () => {
    fake.script('Summary. Proceed?');
    const result = await humanInputExecutor.execute(
      fakeContext({
        model: fakeOpenAIModel(fake.url),
        runMessages: [{ role: 'assistant', content: 'Plan A' }],
        inputs: { humanInputDescriptionType: 'dynamic', humanInputModel: 'chatOpenAI' },
      }),
    );
    expect(result.output.content).toBe('Summary. Proceed?');
    expect(JSON.stringify(fake.chatRequests()[0]?.messages)).toContain('Plan A');
    expect(result.pause).toBeDefined();
  });

  it('takes output 0 on proceed and keeps the feedback', async () => {
    const result = await humanInputExecutor.execute(
      fakeContext({
        inputs: { humanInputEnableFeedback: true },
        humanInput: { type: 'proceed', startNodeId: 'node_0', feedback: 'Looks good' },
      }),
    );
    expect(result.takenOutputs).toEqual([0]);
    expect(result.pause).toBeUndefined();
    expect(result.output.content).toBe('Looks good');
    expect(result.chatHistory).toEqual([{ role: 'user', content: 'Looks good', nodeId: 'node_0' }]);
  });

  it('takes output 1 on reject, ignoring feedback when feedback is off', async () => {
    const result = await humanInputExecutor.execute(
      fakeContext({
        inputs: { humanInputEnableFeedback: false },
        humanInput: { type: 'reject', startNodeId: 'node_0', feedback: 'ignored' },
      }),
    );
    expect(result.takenOutputs).toEqual([1]);
    expect(result.output.content).toBe('reject');
    expect(result.chatHistory).toBeUndefined();
  });
});
