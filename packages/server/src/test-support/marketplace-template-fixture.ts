import type { Chatflow, DocumentStoreLoader, MarketplaceTemplate } from '@loomflow/core';
import type { HttpSession, TestDatabaseKind } from '@loomflow/testkit/server';
import { builtInTemplates } from '../marketplace/built-in-templates.ts';
import {
  createStore,
  saveVectorConfig,
  startDocumentStoreFixture,
  upsert,
  type DocumentStoreFixture,
} from './document-store-test-support.ts';
import { plantChoices, startLocalApi, type LocalApi, type Planted } from './marketplace-templates-support.ts';

/** The passage planted in the test's document store. */
export const HANDBOOK_PASSAGE = 'Passwords are reset from the sign-in page with the Forgot password link.';

export const FLOW_TYPE_OF_TEMPLATE = {
  Chatflow: 'CHATFLOW',
  Agentflow: 'MULTIAGENT',
  AgentflowV2: 'AGENTFLOW',
  Tool: undefined,
} as const;

/** A server with the fake OpenAI (chat and embeddings), its credential, an upserted store and a local API. */
export interface TemplateFixture {
  readonly documents: DocumentStoreFixture;
  readonly api: LocalApi;
  readonly planted: Planted;
  close(): Promise<void>;
}

export async function startTemplateFixture(database: TestDatabaseKind): Promise<TemplateFixture> {
  const documents = await startDocumentStoreFixture(database);
  const api = await startLocalApi();
  const { owner } = documents;
  const store = await createStore(owner, 'Handbook');
  const body = {
    storeId: store.id,
    loaderId: 'plainText',
    loaderConfig: { text: HANDBOOK_PASSAGE, metadata: '{"source":"handbook.txt"}' },
    splitterId: 'recursiveCharacterTextSplitter',
    splitterConfig: { chunkSize: 200, chunkOverlap: 0 },
  };
  const loader = await owner.post<DocumentStoreLoader>('/api/v1/document-store/loader/save', body);
  await owner.post(`/api/v1/document-store/loader/process/${loader.body.id}`, body);
  await saveVectorConfig(owner, documents, store.id);
  const job = await upsert(owner, store.id);
  if (job.status !== 'SUCCEEDED') throw new Error(`the handbook was not upserted: ${JSON.stringify(job)}`);
  return {
    documents,
    api,
    planted: { credentialId: documents.credentialId, baseUrl: documents.fake.url, store, apiUrl: api.url },
    close: async () => {
      await documents.close();
      await api.close();
    },
  };
}

export function builtInTemplate(name: string): MarketplaceTemplate {
  const template = builtInTemplates().find((candidate) => candidate.templateName === name);
  if (!template) throw new Error(`no built-in template ${name}`);
  return template;
}

/** "Use template", then pick a credential (and store, API address): the saved flow's id. */
export async function createReadyFlow(owner: HttpSession, name: string, planted: Planted): Promise<string> {
  const template = builtInTemplate(name);
  const type = FLOW_TYPE_OF_TEMPLATE[template.type];
  if (type === undefined) throw new Error(`${name} is a tool template`);
  const created = await owner.post<Chatflow>('/api/v1/chatflows', {
    name: `${name} (ready)`,
    flowData: plantChoices(template.flowData, planted),
    type,
  });
  if (created.status !== 201) throw new Error(`${name} was not created: ${JSON.stringify(created.body)}`);
  return created.body.id;
}
