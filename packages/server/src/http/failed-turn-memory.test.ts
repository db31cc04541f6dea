import type { ChatMessage, PredictionResponse } from '@loomflow/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openAiLlmFlow, parseFrames, saveFlow } from '../test-support/agentflow-test-flows.ts';
import {
  marketplaceChatflow,
  startChatflowTestSetup,
  type ChatflowTestSetup,
} from '../test-support/chatflow-test-flows.ts';
import { saveSequentialFlow, sequentialFixture } from '../test-support/sequential-test-flows.ts';

/** The model provider refuses turn 1 (a 400 is not retried by the OpenAI client). */
const FAILURE = 'The model gpt-4o-mini is unavailable';
const ZERO = 'My name is Ada.';
const FIRST = 'Remember the code word: heron.';
const SECOND = 'What is two plus two?';

interface FlowUnderTest {
  readonly kind: string;
  /** Names the test's chats. */
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
  {
    kind: 'agentflow v1 (agent with agent memory)',
    id: 'v1',
    save: ({ server, owner, credentialId, fake }) =>
      saveSequentialFlow(server, owner, sequentialFixture('tool-approval', fake.url, credentialId)),
  },
];

describe('a failed turn leaves nothing in memory (SQLite, fake OpenAI)', () => {
  let setup: ChatflowTestSetup;

  beforeAll(async () => {
    setup = await startChatflowTestSetup('sqlite');
  });
  beforeEach(() => {
    setup.fake.reset();
  });
  afterAll(async () => {
    await setup.close();
  });

  const storedMessages = async (flowId: string, chatId: string) =>
    (await setup.owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?chatId=${chatId}`)).body;

  /** What the model was sent for turn 2, as role and text pairs. */
  const secondTurnInput = () => {
    const request = setup.fake.chatRequests().at(-1);
    return (request?.messages ?? []).map((message) => ({
      role: message.role,
      content: typeof message.content === 'string' ? message.content : JSON.stringify(message.content),
    }));
  };

  describe.each(FLOWS)('$kind', (flow) => {
    let flowId: string;
    beforeAll(async () => {
      flowId = await flow.save(setup);
    });

    it('keeps turn 1 (question and error) out of turn 2, keeps turn 0, stores the error once, marked', async () => {
      const { fake, anonymous } = setup;
      const chatId = `failed-${flow.id}-plain`;
      fake.script('Hello Ada.');
      const zero = await anonymous.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, {
        question: ZERO,
        chatId,
      });
      expect(zero.body.text).toBe('Hello Ada.');
      fake.script({ type: 'error', status: 400, message: FAILURE });
      const first = await anonymous.post<{ message?: string }>(`/api/v1/prediction/${flowId}`, {
        question: FIRST,
        chatId,
      });
      expect(first.status).toBe(500);
      expect(first.body.message).toContain(FAILURE);

      fake.script('Four.');
      const second = await anonymous.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, {
        question: SECOND,
        chatId,
      });
      expect(second.status).toBe(200);
      expect(second.body.text).toBe('Four.');

      const sent = secondTurnInput();
      expect(sent.at(-1)).toEqual({ role: 'user', content: expect.stringContaining(SECOND) });
      // Turn 0 is remembered, turn 1 is not: no empty assistant message, neither its question nor its error.
      expect(sent.filter((message) => message.role === 'assistant')).toEqual([
        { role: 'assistant', content: 'Hello Ada.' },
      ]);
      expect(JSON.stringify(sent)).toContain(ZERO);
      expect(JSON.stringify(sent)).not.toContain('heron');
      expect(JSON.stringify(sent)).not.toContain(FAILURE);

      const stored = await storedMessages(flowId, chatId);
      expect(stored.map((message) => [message.role, message.error !== undefined])).toEqual([
        ['userMessage', false],
        ['apiMessage', false],
        ['userMessage', false],
        ['apiMessage', true],
        ['userMessage', false],
        ['apiMessage', false],
      ]);
      expect(stored[2]?.content).toBe(FIRST);
      expect(stored[3]?.error).toContain(FAILURE);
      expect(stored[3]?.content).toBe(stored[3]?.error);
      expect(stored[5]?.content).toBe('Four.');
    });

    it('streamed: the error is sent once and turn 2 does not replay turn 1', async () => {
      const { fake, server } = setup;
      const chatId = `failed-${flow.id}-stream`;
      fake.script({ type: 'error', status: 400, message: FAILURE });
      const response = await fetch(`${server.url}/api/v1/prediction/${flowId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question: FIRST, chatId, streaming: true }),
      });
      const frames = parseFrames(await response.text());
      const errors = frames.filter((frame) => frame.event === 'error');
      expect(errors).toHaveLength(1);
      expect(String(errors[0]?.data)).toContain(FAILURE);
      expect(frames.filter((frame) => frame.event === 'token')).toEqual([]);

      fake.script('Four.');
      await setup.anonymous.post(`/api/v1/prediction/${flowId}`, { question: SECOND, chatId });
      const sent = secondTurnInput();
      expect(sent.filter((message) => message.role === 'assistant')).toEqual([]);
      expect(JSON.stringify(sent)).not.toContain('heron');
      const stored = await storedMessages(flowId, chatId);
      expect(stored.filter((message) => message.error !== undefined)).toHaveLength(1);
    });
  });
});
