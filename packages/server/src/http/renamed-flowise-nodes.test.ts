import type { FakeOpenAI } from '@loomflow/testkit/fake-openai';
import type { HttpSession } from '@loomflow/testkit/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveFlow } from '../test-support/agentflow-test-flows.ts';
import { startChatflowTestSetup, type ChatflowTestSetup } from '../test-support/chatflow-test-flows.ts';
import { llmChainFlow, type PredictionAnswer } from '../test-support/model-node-flows.ts';

const NIM_KEY = 'nvapi-renamed-node';

/**
 * Flows saved by Flowise before it renamed NVIDIA NIM's chat model (`chatNvdiaNIM` until February 2025,
 * `Chat NVIDIA NIM` until July 2025; `chatNvidiaNIM` since) run as today's node: its credential, model and base
 * path, against the fake OpenAI server.
 */
describe("Flowise's renamed chat model nodes, through the server", () => {
  let setup: ChatflowTestSetup;
  let owner: HttpSession;
  let fake: FakeOpenAI;
  let credentialId: string;

  beforeAll(async () => {
    setup = await startChatflowTestSetup('sqlite');
    ({ owner, fake } = setup);
    const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: 'nim key',
      credentialName: 'nvidiaNIMApi',
      plainDataObj: { nvidiaNIMApiKey: NIM_KEY },
    });
    expect(credential.status).toBe(201);
    credentialId = credential.body.id;
  });
  beforeEach(() => {
    fake.reset();
  });
  afterAll(async () => {
    await setup.close();
  });

  it.each(['chatNvdiaNIM', 'Chat NVIDIA NIM'])(
    'a chatflow LLM Chain naming %s answers through NVIDIA NIM',
    async (oldName) => {
      const flow = llmChainFlow(
        oldName,
        { modelName: 'meta/llama-3.3-70b-instruct', basePath: fake.url },
        credentialId,
      );
      const flowId = await saveFlow(owner, flow, { type: 'CHATFLOW' });
      fake.script('Paris.');
      const answer = await owner.post<PredictionAnswer>(`/api/v1/prediction/${flowId}`, {
        question: 'Capital of France?',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.text).toBe('Paris.');
      const chats = fake.requests.filter((request) => request.path === '/v1/chat/completions');
      expect(chats.map((request) => request.headers.authorization)).toEqual([`Bearer ${NIM_KEY}`]);
      expect(fake.chatRequests().map((request) => request.model)).toEqual(['meta/llama-3.3-70b-instruct']);
    },
  );
});
