import type { PredictionResponse } from '@loomflow/core';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import type { ChatMessageRepository } from '../db/repositories/chat-message.repository.ts';
import { openAiLlmFlow, saveFlow } from '../test-support/agentflow-test-flows.ts';
import { chatMessageRow } from '../test-support/chat-message-row.ts';
import {
  marketplaceChatflow,
  startChatflowTestSetup,
  type ChatflowTestSetup,
} from '../test-support/chatflow-test-flows.ts';

interface FlowUnderTest {
  readonly kind: string;
  readonly id: string;
  save(setup: ChatflowTestSetup): Promise<string>;
}

const FLOWS: readonly FlowUnderTest[] = [
  {
    kind: 'agentflow v2 (LLM node with memory)',
    id: 'v2',
    save: ({ owner, credentialId, fake }) => saveFlow(owner, openAiLlmFlow(credentialId, fake.url)),
  },
  {
    kind: 'chatflow (Conversation Chain with buffer memory)',
    id: 'chatflow',
    save: ({ owner, credentialId, fake }) =>
      saveFlow(owner, marketplaceChatflow('Conversation Chain', credentialId, fake.url), {
        type: 'CHATFLOW',
      }),
  },
];

/** The LLM flow with its node's (and Start node's) inputs changed. */
function llmFlowWith(
  setup: ChatflowTestSetup,
  llmInputs: Readonly<Record<string, unknown>>,
  startInputs: Readonly<Record<string, unknown>> = {},
): string {
  const flow: unknown = JSON.parse(openAiLlmFlow(setup.credentialId, setup.fake.url));
  if (typeof flow !== 'object' || flow === null || !('nodes' in flow) || !Array.isArray(flow.nodes))
    throw new Error('unexpected flow');
  for (const node of flow.nodes as { data: { name: string; inputs: Record<string, unknown> } }[]) {
    if (node.data.name === 'llmAgentflow') Object.assign(node.data.inputs, llmInputs);
    if (node.data.name === 'startAgentflow') Object.assign(node.data.inputs, startInputs);
  }
  return JSON.stringify(flow);
}

describe('reading a session’s stored messages (SQLite, fake OpenAI)', () => {
  let setup: ChatflowTestSetup;
  let history: MockInstance<ChatMessageRepository['history']>;

  beforeAll(async () => {
    setup = await startChatflowTestSetup('sqlite');
  });
  beforeEach(() => {
    setup.fake.reset();
    history = vi.spyOn(setup.server.server.services.repos.chatMessages, 'history');
  });
  afterEach(() => {
    history.mockRestore();
  });
  afterAll(async () => {
    await setup.close();
  });

  const predict = (flowId: string, body: Record<string, unknown>) =>
    setup.anonymous.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, body);

  /** What the model was last sent, as role and text pairs. */
  const lastModelInput = () =>
    (setup.fake.chatRequests().at(-1)?.messages ?? []).map((message) => ({
      role: message.role,
      content: typeof message.content === 'string' ? message.content : JSON.stringify(message.content),
    }));

  /** Stores a session's messages as earlier turns would have (a failed turn holds an error). */
  const storeTurns = async (
    flowId: string,
    chatId: string,
    turns: readonly { readonly question: string; readonly answer: string; readonly failed?: boolean }[],
  ) => {
    const { repos } = setup.server.server.services;
    const flow = await repos.runFlows.findById(flowId);
    if (!flow) throw new Error('flow not found');
    const start = Date.UTC(2025, 0, 1);
    await repos.chatMessages.create(
      turns.flatMap((turn, index) => [
        chatMessageRow(flow.workspaceId, flowId, {
          id: `${chatId}-q${index}`,
          chatId,
          content: turn.question,
          createdDate: new Date(start + index * 2000).toISOString(),
        }),
        chatMessageRow(flow.workspaceId, flowId, {
          id: `${chatId}-a${index}`,
          chatId,
          role: 'apiMessage',
          content: turn.answer,
          error: turn.failed ? turn.answer : null,
          createdDate: new Date(start + index * 2000 + 1000).toISOString(),
        }),
      ]),
    );
  };

  describe.each(FLOWS)('$kind', (flow) => {
    let flowId: string;
    beforeAll(async () => {
      flowId = await flow.save(setup);
    });

    it('reads nothing for a session the server just opened, and the session’s turns on the next question', async () => {
      setup.fake.script('Hello Ada.');
      const first = await predict(flowId, { question: 'My name is Ada.' });
      expect(first.status).toBe(200);
      expect(history).not.toHaveBeenCalled();

      setup.fake.script('You are Ada.');
      const second = await predict(flowId, { question: 'Who am I?', chatId: first.body.chatId });
      expect(second.status).toBe(200);
      expect(history).toHaveBeenCalled();
      expect(JSON.stringify(lastModelInput())).toContain('My name is Ada.');
      expect(JSON.stringify(lastModelInput())).toContain('Hello Ada.');
    });
  });

  it('reads nothing when every model node has its memory off', async () => {
    const flowId = await saveFlow(setup.owner, llmFlowWith(setup, { llmEnableMemory: false }));
    await storeTurns(flowId, 'memory-off', [{ question: 'My name is Ada.', answer: 'Hello Ada.' }]);
    setup.fake.script('Hello.');
    const answer = await predict(flowId, { question: 'Who am I?', chatId: 'memory-off' });
    expect(answer.status).toBe(200);
    expect(history).not.toHaveBeenCalled();
    expect(lastModelInput()).toEqual([{ role: 'user', content: 'Who am I?' }]);
  });

  it('reads nothing when the Start node runs with ephemeral memory', async () => {
    const flowId = await saveFlow(setup.owner, llmFlowWith(setup, {}, { startEphemeralMemory: true }));
    await storeTurns(flowId, 'ephemeral', [{ question: 'My name is Ada.', answer: 'Hello Ada.' }]);
    setup.fake.script('Hello.');
    const answer = await predict(flowId, { question: 'Who am I?', chatId: 'ephemeral' });
    expect(answer.status).toBe(200);
    expect(history).not.toHaveBeenCalled();
    expect(lastModelInput()).toEqual([{ role: 'user', content: 'Who am I?' }]);
  });

  describe('window memory (the last 2 exchanges)', () => {
    let flowId: string;
    beforeAll(async () => {
      flowId = await saveFlow(
        setup.owner,
        llmFlowWith(setup, { llmMemoryType: 'windowSize', llmMemoryWindowSize: 2 }),
      );
    });

    it('reads only the window’s messages of a long session, and sends the same turns', async () => {
      const turns = Array.from({ length: 30 }, (_, index) => ({
        question: `question ${index}`,
        answer: `answer ${index}`,
      }));
      await storeTurns(flowId, 'long', turns);
      setup.fake.script('Fine.');
      await predict(flowId, { question: 'And now?', chatId: 'long' });
      expect(history.mock.calls.map((call) => call[3])).toEqual([4]);
      expect(lastModelInput()).toEqual([
        { role: 'assistant', content: 'answer 28' },
        { role: 'user', content: 'question 29' },
        { role: 'assistant', content: 'answer 29' },
        { role: 'user', content: 'And now?' },
      ]);
    });

    it('reads further back when failed turns (left out of memory) fill the window', async () => {
      await storeTurns(flowId, 'failures', [
        { question: 'question 0', answer: 'answer 0' },
        { question: 'question 1', answer: 'answer 1' },
        { question: 'question 2', answer: 'The model is unavailable', failed: true },
        { question: 'question 3', answer: 'The model is unavailable', failed: true },
      ]);
      setup.fake.script('Fine.');
      await predict(flowId, { question: 'And now?', chatId: 'failures' });
      const limits = history.mock.calls.map((call) => call[3]);
      expect(limits[0]).toBe(4);
      expect(Math.max(...limits)).toBeLessThan(1000);
      expect(lastModelInput()).toEqual([
        { role: 'assistant', content: 'answer 0' },
        { role: 'user', content: 'question 1' },
        { role: 'assistant', content: 'answer 1' },
        { role: 'user', content: 'And now?' },
      ]);
    });
  });
});
