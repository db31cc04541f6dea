import { describe, expect, it } from 'vitest';
import { fakeContext } from '../test-support/fake-context.ts';
import { directReplyExecutor } from './execute.ts';

describe('Direct Reply executor', () => {
  it('answers with its message and streams it when it is the answer', async () => {
    const context = fakeContext({ streamsToClient: true, inputs: { directReplyMessage: 'Thanks, bye!' } });
    const result = await directReplyExecutor.execute(context);
    expect(result.output.content).toBe('Thanks, bye!');
    expect(context.emissions).toEqual([{ type: 'token', text: 'Thanks, bye!' }]);
    expect(result.chatHistory).toEqual([{ role: 'assistant', content: 'Thanks, bye!', nodeId: 'node_0' }]);
  });

  it('sends no token when another node answers', async () => {
    const context = fakeContext({ inputs: { directReplyMessage: 'x' } });
    await directReplyExecutor.execute(context);
    expect(context.emissions).toEqual([]);
  });
});
