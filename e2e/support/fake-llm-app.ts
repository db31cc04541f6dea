import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { HttpSession, newAccount, registerAndLogin, type TestAccount } from '@loomflow/testkit/server';
import { startAppServer, type AppServer } from './app-server.ts';

/** The app with a signed-up owner whose "fake openai" credential reaches the fake OpenAI server on this machine. */
export interface FakeLlmApp {
  readonly app: AppServer;
  readonly fake: FakeOpenAI;
  readonly account: TestAccount;
  readonly owner: HttpSession;
  readonly credentialId: string;
  stop(): Promise<void>;
}

export async function startFakeLlmApp(accountPrefix: string): Promise<FakeLlmApp> {
  // The fake model streams a token every 40 ms, so an answer takes a couple of seconds to arrive.
  const fake = await startFakeOpenAI({ perTokenLatencyMs: 40 });
  // The fake model server is on this machine: private addresses must be allowed for it.
  const app = await startAppServer({ HTTP_ALLOW_LIST: '127.0.0.1' });
  const account = newAccount(accountPrefix);
  const owner = new HttpSession(app.url);
  await registerAndLogin(owner, account);
  const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
    name: 'fake openai',
    credentialName: 'openAIApi',
    plainDataObj: { openAIApiKey: 'sk-fake' },
  });
  if (credential.status !== 201)
    throw new Error(`the fake OpenAI credential was refused (${String(credential.status)})`);
  return {
    app,
    fake,
    account,
    owner,
    credentialId: credential.body.id,
    async stop() {
      await app.stop();
      await fake.close();
    },
  };
}
