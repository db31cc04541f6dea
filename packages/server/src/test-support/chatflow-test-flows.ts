import { isRecord } from '@loomflow/core';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { marketplaceFlows } from '@loomflow/testkit/fixtures';
import {
  registerAndLogin,
  startTestServer,
  type HttpSession,
  type TestDatabaseKind,
  type TestServer,
  type TestServerOptions,
} from '@loomflow/testkit/server';

/**
 * Test support: a marketplace chatflow (as saved flowData) with its OpenAI models pointed at the fake server, the
 * credential set, and `modelInputs` on top (e.g. `allowImageUploads`).
 */
export function marketplaceChatflow(
  name: string,
  credentialId: string,
  baseUrl: string,
  modelInputs: Record<string, unknown> = {},
): string {
  const flow = marketplaceFlows().find(
    (candidate) => candidate.folder === 'chatflows' && candidate.name === name,
  );
  if (!flow) throw new Error(`no marketplace chatflow ${name}`);
  const nodes: unknown[] = structuredClone(flow.template.nodes);
  for (const node of nodes) {
    if (!isRecord(node) || !isRecord(node.data) || node.data.name !== 'chatOpenAI') continue;
    const inputs = isRecord(node.data.inputs) ? node.data.inputs : {};
    node.data.credential = credentialId;
    node.data.inputs = { ...inputs, basepath: baseUrl, modelName: 'gpt-4o-mini', ...modelInputs };
  }
  return JSON.stringify({ nodes, edges: flow.template.edges });
}

/** A server (private addresses of the fakes allowed), a signed-in owner, an anonymous caller, the fake OpenAI and
 * an OpenAI credential pointing at it. */
export interface ChatflowTestSetup {
  readonly server: TestServer;
  readonly owner: HttpSession;
  readonly anonymous: HttpSession;
  readonly fake: FakeOpenAI;
  readonly credentialId: string;
  close(): Promise<void>;
}

export async function startChatflowTestSetup(
  database: TestDatabaseKind,
  env: Readonly<Record<string, string>> = {},
  /** What else the test watches of the server (its statements, its logs). */
  watch: Pick<TestServerOptions, 'onQuery' | 'captureLogs'> = {},
): Promise<ChatflowTestSetup> {
  const fake = await startFakeOpenAI();
  const server = await startTestServer({ database, env: { HTTP_ALLOW_LIST: '127.0.0.1', ...env }, ...watch });
  const owner = server.session();
  await registerAndLogin(owner);
  const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
    name: 'fake openai',
    credentialName: 'openAIApi',
    plainDataObj: { openAIApiKey: 'sk-fake' },
  });
  return {
    server,
    owner,
    anonymous: server.session(),
    fake,
    credentialId: credential.body.id,
    close: async () => {
      await server.close();
      await fake.close();
    },
  };
}
