import { MemorySaver } from '@langchain/langgraph';
import { fakeReply, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { describe, expect, it } from 'vitest';
import { runSeqTest, seqFixture, useFakeLlm } from './test-support/seq-test-kit.ts';

function lastToolMessage(fake: FakeOpenAI): string {
  const request = fake.chatRequests().at(-1);
  const tool = request?.messages.filter((message) => message.role === 'tool').at(-1);
  return typeof tool?.content === 'string' ? tool.content : '';
}

describe('agentflow v1 tool approval (LangGraph interrupt and resume)', () => {
  const llm = useFakeLlm();

  async function pausedRun(checkpointer: MemorySaver) {
    llm.fake.script(fakeReply.toolCall('calculator', { input: '2 + 3' }));
    const flowData = seqFixture('tool-approval', llm.fake.url);
    const paused = await runSeqTest(flowData, { question: 'what is 2 + 3?', checkpointer });
    return { flowData, paused };
  }

  it('pauses before the tool with the v2 action, then runs it on proceed', async () => {
    const checkpointer = new MemorySaver();
    const { flowData, paused } = await pausedRun(checkpointer);
    expect(paused.result.error).toBeUndefined();
    expect(paused.result.state).toBe('STOPPED');
    expect(paused.result.text).toBe('You are about to execute tool: calculator. Ask if user want to proceed');
    const action = paused.result.action;
    expect(action?.elements).toEqual([
      { type: 'agentflowv2-approve-button', label: 'Yes' },
      { type: 'agentflowv2-reject-button', label: 'No' },
    ]);
    expect(action?.mapping.toolCalls).toEqual([
      expect.objectContaining({ name: 'calculator', args: { input: '2 + 3' } }),
    ]);
    expect(paused.events.some((event) => event.type === 'paused')).toBe(true);
    expect(paused.result.usedTools).toEqual([]);

    llm.fake.script('2 + 3 is 5.');
    const resumed = await runSeqTest(flowData, {
      question: '',
      checkpointer,
      humanInput: { type: 'proceed' },
    });
    expect(resumed.result.error).toBeUndefined();
    expect(resumed.result.state).toBe('FINISHED');
    expect(resumed.result.text).toBe('2 + 3 is 5.');
    expect(resumed.result.usedTools).toEqual([
      { tool: 'calculator', toolInput: { input: '2 + 3' }, toolOutput: '5' },
    ]);
    expect(lastToolMessage(llm.fake)).toBe('5');
    // The model was not asked again for the call: one request before the pause, one after.
    expect(llm.fake.chatRequests()).toHaveLength(2);
  });

  it('streams the approval question after what the agent said, a paragraph apart (Flowise streams it too)', async () => {
    llm.fake.script(fakeReply.toolCall('calculator', { input: '2 + 3' }, { content: 'Let me add that up.' }));
    const paused = await runSeqTest(seqFixture('tool-approval', llm.fake.url), {
      question: 'what is 2 + 3?',
      checkpointer: new MemorySaver(),
    });
    const tokens = paused.events.flatMap((event) => (event.type === 'token' ? [event.text] : []));
    expect(tokens.join('')).toBe(
      'Let me add that up.\n\nYou are about to execute tool: calculator. Ask if user want to proceed',
    );
    const names = paused.events.map((event) => event.type);
    expect(names.lastIndexOf('token')).toBeLessThan(names.indexOf('paused'));
    expect(paused.result.text).toBe('You are about to execute tool: calculator. Ask if user want to proceed');
  });

  it('does not run the tool on reject and tells the model why', async () => {
    const checkpointer = new MemorySaver();
    const { flowData } = await pausedRun(checkpointer);
    llm.fake.script('Alright, I will not calculate it.');
    const resumed = await runSeqTest(flowData, {
      question: '',
      checkpointer,
      humanInput: { type: 'reject', feedback: 'do it by hand' },
    });
    expect(resumed.result.state).toBe('FINISHED');
    expect(resumed.result.text).toBe('Alright, I will not calculate it.');
    expect(resumed.result.usedTools).toEqual([]);
    expect(lastToolMessage(llm.fake)).toMatch(/rejected.*Their feedback: do it by hand/);
  });

  it('remembers the conversation of the session through the checkpointer (agent memory)', async () => {
    const checkpointer = new MemorySaver();
    const flowData = seqFixture('tool-approval', llm.fake.url);
    await runSeqTest(flowData, { question: 'my name is Ada', checkpointer });
    await runSeqTest(flowData, { question: 'what is my name?', checkpointer });
    const contents = llm.fake.chatRequests()[1]?.messages.map((message) => message.content);
    expect(contents).toEqual(
      expect.arrayContaining(['my name is Ada', 'Echo: my name is Ada', 'what is my name?']),
    );
  });

  it('a new question instead of an answer leaves the pending approval behind', async () => {
    const checkpointer = new MemorySaver();
    const { flowData } = await pausedRun(checkpointer);
    const next = await runSeqTest(flowData, { question: 'never mind, say hi', checkpointer });
    expect(next.result.error).toBeUndefined();
    expect(next.result.state).toBe('FINISHED');
    expect(next.result.text).toBe('Echo: never mind, say hi');
    expect(next.result.usedTools).toEqual([]);
    // The waiting call is answered as refused before the new question, as providers require.
    const roles = llm.fake
      .chatRequests()
      .at(-1)
      ?.messages.map((message) => message.role);
    expect(roles?.slice(-3)).toEqual(['assistant', 'tool', 'user']);
    expect(lastToolMessage(llm.fake)).toMatch(/rejected/);
  });

  it('refuses humanInput when the session has no paused run', async () => {
    const run = await runSeqTest(seqFixture('tool-approval', llm.fake.url), {
      question: '',
      humanInput: { type: 'proceed' },
    });
    expect(run.result.state).toBe('ERROR');
    expect(run.result.error).toMatch(/no paused run/);
  });
});
