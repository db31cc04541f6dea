import type { PredictionResponse } from '@loomflow/core';
import { fakeReply } from '@loomflow/testkit/fake-openai';
import { TEST_POSTGRES_URL } from '@loomflow/testkit/server';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentWithVectorKnowledge } from '../test-support/agent-knowledge-test-flows.ts';
import { saveFlow } from '../test-support/agentflow-test-flows.ts';
import {
  startDocumentStoreFixture,
  type DocumentStoreFixture,
} from '../test-support/document-store-test-support.ts';
import { dataUrl, PLANTED, POLICIES, ragChatflow } from '../test-support/rag-chatflow-test-flows.ts';

/**
 * The Agent's Knowledge (Vector Embeddings) row naming the Postgres vector store (pgvector on the local PostgreSQL)
 * with its own credential: a chatflow's Postgres node upserts the policies into a table; the row reads that table.
 */
const TABLE = `lf_agent_knowledge_${process.pid}`;
const database = new URL(TEST_POSTGRES_URL);
const PG_INPUTS = {
  host: database.hostname,
  port: Number(database.port || 5432),
  database: database.pathname.slice(1),
  tableName: TABLE,
};

/** Why PostgreSQL with pgvector cannot be tried here, or undefined. */
async function pgvectorMissing(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  try {
    await client.connect();
    await client.query('CREATE EXTENSION IF NOT EXISTS vector');
    return undefined;
  } catch (error) {
    if (process.env.CI === 'true') throw error;
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const missing = await pgvectorMissing();
if (missing) console.warn(`Agent knowledge on pgvector NOT RUN: ${missing}`);

describe.skipIf(missing !== undefined)(
  'the Agent’s knowledge from the Postgres vector store (pgvector)',
  () => {
    let fixture: DocumentStoreFixture;
    let pgCredential: string;

    beforeAll(async () => {
      fixture = await startDocumentStoreFixture('sqlite');
      const credential = await fixture.owner.post<{ id: string }>('/api/v1/credentials', {
        name: 'local postgres',
        credentialName: 'PostgresApi',
        plainDataObj: {
          user: decodeURIComponent(database.username),
          // The credential needs one; the local server trusts loopback connections and ignores it.
          password: decodeURIComponent(database.password) || 'trusted-loopback',
        },
      });
      expect(credential.status, JSON.stringify(credential.body)).toBe(201);
      pgCredential = credential.body.id;
      const upsertFlow = await saveFlow(
        fixture.owner,
        ragChatflow(fixture, dataUrl('policies.txt', POLICIES), ['postgres_0'], {
          fileUpload: false,
          storeName: 'postgres',
          storeInputs: PG_INPUTS,
          storeCredential: pgCredential,
        }),
        { type: 'CHATFLOW' },
      );
      const upserted = await fixture.owner.post(`/api/v1/vector/upsert/${upsertFlow}`, {});
      expect(upserted.status, JSON.stringify(upserted.body)).toBe(200);
    });
    afterAll(async () => {
      await fixture.close();
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      await client.query(`DROP TABLE IF EXISTS "${TABLE}"`);
      await client.end();
    });

    it('the row’s store (its config and credential) and embeddings find the upserted chunk for the model', async () => {
      fixture.fake.reset();
      fixture.fake.script(
        fakeReply.toolCall('refund_rules', { input: PLANTED }),
        'Fourteen days, to the card.',
      );
      const flowId = await saveFlow(
        fixture.owner,
        agentWithVectorKnowledge(
          [
            {
              vectorStore: 'postgres',
              vectorStoreConfig: { ...PG_INPUTS, topK: 1, FLOWISE_CREDENTIAL_ID: pgCredential },
              embeddingModel: 'openAIEmbeddings',
              embeddingModelConfig: {
                modelName: 'text-embedding-3-small',
                basepath: fixture.fake.url,
                FLOWISE_CREDENTIAL_ID: fixture.credentialId,
              },
              knowledgeName: 'Refund rules',
              returnSourceDocuments: true,
            },
          ],
          fixture.fake.url,
          fixture.credentialId,
        ),
      );
      const answer = await fixture.owner.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, {
        question: 'How are refunds paid?',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.text).toBe('Fourteen days, to the card.');
      expect(answer.body.sourceDocuments).toEqual([
        expect.objectContaining({
          pageContent: PLANTED,
          metadata: expect.objectContaining({ source: 'policies.txt' }),
        }),
      ]);
      const toolMessage = fixture.fake.chatRequests()[1]?.messages.find((message) => message.role === 'tool');
      expect(toolMessage?.content).toBe(PLANTED);
    });
  },
);
