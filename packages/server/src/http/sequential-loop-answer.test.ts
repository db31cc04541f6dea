import { isRecord, type ChatMessage, type PredictionResponse } from '@loomflow/core';
import { marketplaceFlows, templateFlowData } from '@loomflow/testkit/fixtures';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseFrames } from '../test-support/agentflow-test-flows.ts';
import { startChatflowTestSetup, type ChatflowTestSetup } from '../test-support/chatflow-test-flows.ts';
import { saveSequentialFlow } from '../test-support/sequential-test-flows.ts';

/** Flowise's "Essay Writing & Grading" (Writer → Condition → Teacher → Loop to Writer) with its model at the fake. */
function essayTemplate(baseUrl: string, credentialId: string): string {
  const flow = marketplaceFlows().find(
    (candidate) => candidate.folder === 'agentflows' && candidate.name === 'Essay Writing & Grading',
  );
  if (!flow) throw new Error('the Essay Writing & Grading template is missing');
  const data: unknown = JSON.parse(templateFlowData(flow));
  if (!isRecord(data) || !Array.isArray(data.nodes)) throw new Error('the template has no nodes');
  for (const node of data.nodes) {
    if (!isRecord(node) || !isRecord(node.data) || node.data.name !== 'chatOpenAI') continue;
    node.data.credential = credentialId;
    node.data.inputs = { modelName: 'gpt-4o-mini', basepath: baseUrl, streaming: true };
  }
  return JSON.stringify(data);
}

/** The Writer's drafts and the Teacher's critiques, numbered in the order the model is asked. */
function scriptEssayReplies(setup: ChatflowTestSetup): void {
  let drafts = 0;
  let critiques = 0;
  setup.fake.script({
    times: Infinity,
    reply: (request) => {
      const system = request.messages.find((message) => message.role === 'system');
      const teacher = typeof system?.content === 'string' && system.content.includes('teacher grading');
      if (teacher) {
        critiques += 1;
        return `Critique ${String(critiques)}: add more about clouds.`;
      }
      drafts += 1;
      return `Draft ${String(drafts)}: the sky is wide and blue.`;
    },
  });
}

const FINAL = 'Draft 4: the sky is wide and blue.';

describe('a looping agentflow v1 streams the answer it keeps (Essay Writing & Grading, SQLite)', () => {
  let setup: ChatflowTestSetup;
  let flowId: string;

  beforeAll(async () => {
    setup = await startChatflowTestSetup('sqlite');
    flowId = await saveSequentialFlow(
      setup.server,
      setup.owner,
      essayTemplate(setup.fake.url, setup.credentialId),
    );
  });
  beforeEach(() => {
    setup.fake.reset();
  });
  afterAll(async () => {
    await setup.close();
  });

  it('streams only the last draft, stores it, and answers it without streaming too', async () => {
    scriptEssayReplies(setup);
    const response = await fetch(`${setup.server.url}/api/v1/prediction/${flowId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        question: 'Write me an essay about the sky',
        chatId: 'essay-stream',
        streaming: true,
      }),
    });
    const frames = parseFrames(await response.text());
    expect(frames.filter((frame) => frame.event === 'error')).toEqual([]);
    const streamed = frames
      .filter((frame) => frame.event === 'token')
      .map((frame) => String(frame.data))
      .join('');
    expect(streamed).toBe(FINAL);

    // The drafts and critiques before it went to agentReasoning (Flowise's shape: the whole list each time).
    const reasoning = frames.filter((frame) => frame.event === 'agentReasoning').at(-1)?.data;
    const said = JSON.stringify(reasoning);
    for (const draft of [1, 2, 3, 4]) expect(said).toContain(`Draft ${String(draft)}:`);
    for (const critique of [1, 2, 3]) expect(said).toContain(`Critique ${String(critique)}:`);

    const stored = await setup.owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?chatId=essay-stream`);
    expect(stored.body.map((message) => [message.role, message.content])).toEqual([
      ['userMessage', 'Write me an essay about the sky'],
      ['apiMessage', FINAL],
    ]);

    setup.fake.reset();
    scriptEssayReplies(setup);
    const plain = await setup.anonymous.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, {
      question: 'Write me an essay about the sky',
      chatId: 'essay-plain',
    });
    expect(plain.status).toBe(200);
    expect(plain.body.text).toBe(streamed);
  });
});
