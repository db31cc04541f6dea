import { startFakeOpenAI } from '@loomflow/testkit/fake-openai';
import { marketplaceFlows } from '@loomflow/testkit/fixtures';
import { type HttpSession } from '@loomflow/testkit/server';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The marketplace Conversation Chain with its OpenAI model pointed at `baseUrl` and the given credential. */
function conversationChain(credentialId: string, baseUrl: string): string {
  const flow = marketplaceFlows().find(
    (candidate) => candidate.folder === 'chatflows' && candidate.name === 'Conversation Chain',
  );
  if (!flow) throw new Error('the marketplace Conversation Chain is missing');
  const nodes: unknown[] = structuredClone(flow.template.nodes);
  for (const node of nodes) {
    if (!isRecord(node) || !isRecord(node.data) || node.data.name !== 'chatOpenAI') continue;
    node.data.credential = credentialId;
    node.data.inputs = { ...(isRecord(node.data.inputs) ? node.data.inputs : {}), basepath: baseUrl };
  }
  return JSON.stringify({ nodes, edges: flow.template.edges });
}

/**
 * Times the server's first chatflow prediction (the Conversation Chain against the fake OpenAI server): the cost
 * of loading the node runtime on demand shows here. The server must allow 127.0.0.1 (HTTP_ALLOW_LIST).
 */
export async function timeFirstPrediction(session: HttpSession): Promise<number> {
  const fake = await startFakeOpenAI();
  try {
    const credential = await session.post<{ id: string }>('/api/v1/credentials', {
      name: 'bench openai',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-bench' },
    });
    const flow = await session.post<{ id: string }>('/api/v1/chatflows', {
      name: 'bench conversation',
      type: 'CHATFLOW',
      flowData: conversationChain(credential.body.id, fake.url),
    });
    const started = performance.now();
    const answer = await session.post<{ text?: string }>(`/api/v1/prediction/${flow.body.id}`, {
      question: 'Hello there',
    });
    const elapsed = performance.now() - started;
    if (answer.status !== 200 || !answer.body.text)
      throw new Error(`the first prediction failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return elapsed;
  } finally {
    await fake.close();
  }
}
