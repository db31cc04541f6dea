/* eslint-disable @typescript-eslint/no-deprecated -- Flowise's OpenAI / Azure assistants are the Assistants API (deprecated by OpenAI in favour of the Responses API, still served) */
import type { OpenAiAssistantDetails } from '@loomflow/core';
import type { OpenAI } from 'openai';
import type { AssistantCreateParams } from 'openai/resources/beta/assistants';
import { assistantsApiError } from './assistants-api.errors.ts';
import type { AssistantsApiTarget } from '../../runtime/node-executor.ts';
import type { AssistantsApiClient, AssistantsApiOptions, ProviderObject } from './assistants-api.types.ts';
import { runAssistantThread } from './assistant-thread.run.ts';

/** How many objects a listing reads at most (pages of 100). */
const LIST_LIMIT = 1000;

/** The assistant fields Loomflow keeps (details) as the Assistants API takes them; `function` tools come per run. */
function assistantParams(details: OpenAiAssistantDetails): AssistantCreateParams {
  return {
    model: details.model,
    name: details.name,
    description: details.description,
    instructions: details.instructions,
    ...(details.temperature !== undefined ? { temperature: details.temperature } : {}),
    ...(details.top_p !== undefined ? { top_p: details.top_p } : {}),
    tools: details.tools.flatMap((type) => (type === 'function' ? [] : [{ type }])),
    ...(details.tool_resources ? { tool_resources: details.tool_resources } : {}),
  };
}

async function all<T extends { readonly id: string }>(pages: AsyncIterable<T>): Promise<ProviderObject[]> {
  const items: ProviderObject[] = [];
  for await (const item of pages) {
    items.push({ ...item });
    if (items.length >= LIST_LIMIT) break;
  }
  return items;
}

/**
 * The Assistants API (OpenAI or Azure OpenAI) through the `openai` SDK, which is loaded at the first call (the
 * server does not parse it at start). Every failure is an `AssistantsApiError` naming the provider, the status and
 * the provider's message (`OpenAI answered 401: Incorrect API key provided…`), or the caller's abort unchanged.
 *
 * Signature as agreed with the server (`runThread` also takes `functions`, the run's function tools, and answers
 * the `runId`).
 */
export function createAssistantsApiClient(
  target: AssistantsApiTarget,
  options: AssistantsApiOptions = {},
): AssistantsApiClient {
  const provider = target.kind === 'azure' ? 'Azure OpenAI' : 'OpenAI';
  let sdk: Promise<OpenAI> | undefined;
  const client = (): Promise<OpenAI> => {
    sdk ??= import('./assistants-api.sdk.ts').then((module) => module.openSdkClient(target, options));
    return sdk;
  };
  const call = async <T>(action: (openai: OpenAI) => Promise<T>, signal?: AbortSignal): Promise<T> => {
    try {
      return await action(await client());
    } catch (error) {
      throw assistantsApiError(provider, error, signal);
    }
  };
  const plain = (value: { readonly id: string }): ProviderObject => ({ ...value });

  return {
    listAssistants: () => call((openai) => all(openai.beta.assistants.list({ limit: 100 }))),
    getAssistant: (id) => call(async (openai) => plain(await openai.beta.assistants.retrieve(id))),
    createAssistant: (details) =>
      call(async (openai) => plain(await openai.beta.assistants.create(assistantParams(details)))),
    updateAssistant: (id, details) =>
      call(async (openai) => plain(await openai.beta.assistants.update(id, assistantParams(details)))),
    deleteAssistant: (id) => call(async (openai) => plain(await openai.beta.assistants.delete(id))),
    uploadFile: ({ name, bytes, purpose }) =>
      call(async (openai) => {
        const { toFile } = await import('openai');
        const file = await toFile(bytes, name);
        return plain(await openai.files.create({ file, purpose: purposeOf(purpose) }));
      }),
    listFiles: () => call((openai) => all(openai.files.list({ purpose: 'assistants', limit: 100 }))),
    deleteFile: (id) => call(async (openai) => plain(await openai.files.delete(id))),
    listVectorStores: () => call((openai) => all(openai.vectorStores.list({ limit: 100 }))),
    createVectorStore: ({ name, fileIds }) =>
      call(async (openai) => plain(await openai.vectorStores.create({ name, file_ids: [...fileIds] }))),
    getVectorStore: (id) => call(async (openai) => plain(await openai.vectorStores.retrieve(id))),
    deleteVectorStore: (id) => call(async (openai) => plain(await openai.vectorStores.delete(id))),
    runThread: (request) => call((openai) => runAssistantThread(openai, request), request.signal),
  };
}

type FilePurpose = 'assistants' | 'batch' | 'fine-tune' | 'vision' | 'user_data' | 'evals';
const FILE_PURPOSES: readonly FilePurpose[] = [
  'assistants',
  'batch',
  'fine-tune',
  'vision',
  'user_data',
  'evals',
];

function purposeOf(purpose: string): FilePurpose {
  const found = FILE_PURPOSES.find((candidate) => candidate === purpose);
  if (!found) throw new Error(`File purpose must be one of ${FILE_PURPOSES.join(', ')}, got "${purpose}"`);
  return found;
}
