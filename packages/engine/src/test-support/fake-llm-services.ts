import { CHAT_MODEL_PROVIDER, type CodeRunner, type RuntimeServices } from '@loomflow/nodes/runtime';

/** The credential id whose data is the fake OpenAI's key. */
export const FAKE_CREDENTIAL = 'fake-openai-credential';

/**
 * Services of a test run against the fake OpenAI: real chat model builders, the fake's key under
 * FAKE_CREDENTIAL, plain fetch, no custom tools or other flows; the sandbox only when given.
 */
export function fakeLlmServices(sandbox?: CodeRunner): RuntimeServices {
  const refuse = (what: string) => () => Promise.reject(new Error(`${what} is not available in this test`));
  return {
    chatModels: CHAT_MODEL_PROVIDER,
    credentials: {
      read: (id) =>
        id === FAKE_CREDENTIAL
          ? Promise.resolve({ openAIApiKey: 'test-key' })
          : Promise.reject(new Error(`Credential ${id} not found`)),
    },
    sandbox: sandbox ?? { run: refuse('The sandbox') },
    fetch: (url, init) => fetch(url, init),
    customTools: { get: () => Promise.resolve(undefined) },
    flows: { invoke: refuse('Running other flows') },
  };
}
