import {
  idSchema,
  insertVectorsRequestSchema,
  type ApiUpsertResponse,
  type DocumentStore,
  type UpsertJob,
  type UpsertJobs,
  type VectorQueryResponse,
} from '@loomflow/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { AppError, notFound } from '../app-error.ts';
import { workspaceOf } from '../authenticate.ts';
import { isMultipart, readMultipart, streamMultipartBodies } from '../document-upload.ts';
import { publicRoute, requires } from '../route-access.ts';
import { parse } from '../validate.ts';
import { DOCUMENT_UPLOAD_MAX_BYTES } from './document-store.routes.ts';

const idParams = z.object({ id: idSchema });
const storeParams = z.object({ storeId: idSchema });
const jobParams = z.object({ storeId: idSchema, jobId: idSchema });
const storeIdBody = z.looseObject({ storeId: idSchema });

const UPSERT = requires('documentStores:upsert-config', { apiKey: true });

/** Multipart fields are text: JSON objects and booleans are read back from it. */
function fieldsAsBody(fields: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const trimmed = value.trim();
    if (trimmed.startsWith('{') || trimmed === 'true' || trimmed === 'false') {
      try {
        body[name] = JSON.parse(trimmed);
        continue;
      } catch {
        // kept as text; the schema says what is wrong
      }
    }
    body[name] = value;
  }
  return body;
}

/** Document stores' vectors: configuration, upsert jobs, queries and Flowise's API upsert. */
export function documentStoreVectorRoutes(app: FastifyInstance, { services }: AppContext): void {
  const documents = services.documentStores;

  app.post(
    '/document-store/vectorstore/save',
    { config: UPSERT },
    async (request): Promise<DocumentStore> => {
      const workspaceId = workspaceOf(request);
      const { storeId } = parse(storeIdBody, request.body);
      await documents.stores.requireRow(workspaceId, storeId);
      return documents.stores.saveVectorConfig(workspaceId, parse(z.looseObject({}), request.body));
    },
  );

  app.post('/document-store/vectorstore/insert', { config: UPSERT }, async (request, reply) => {
    const workspaceId = workspaceOf(request);
    const body = parse(insertVectorsRequestSchema, request.body);
    const store = await documents.stores.requireRow(workspaceId, body.storeId);
    if (body.embeddingName && body.vectorStoreName) {
      await documents.stores.saveVectorConfig(workspaceId, {
        storeId: body.storeId,
        embeddingName: body.embeddingName,
        embeddingConfig: body.embeddingConfig ?? {},
        vectorStoreName: body.vectorStoreName,
        vectorStoreConfig: body.vectorStoreConfig ?? {},
      });
    }
    const fresh = await documents.stores.requireRow(workspaceId, store.id);
    const job: UpsertJob = await documents.upserts.start(fresh, body.docId ?? null);
    return reply.status(202).send(job);
  });

  app.delete(
    '/document-store/vectorstore/:storeId',
    { config: UPSERT },
    (request): Promise<DocumentStore> => {
      const { storeId } = parse(storeParams, request.params);
      return documents.stores.deleteVectors(workspaceOf(request), storeId);
    },
  );

  app.post(
    '/document-store/vectorstore/query',
    { config: requires('documentStores:view', { apiKey: true }) },
    (request): Promise<VectorQueryResponse> =>
      documents.retrieval.query(workspaceOf(request), parse(z.looseObject({}), request.body)),
  );

  app.get(
    '/document-store/upsert-jobs/:storeId',
    { config: requires('documentStores:view', { apiKey: true }) },
    async (request): Promise<UpsertJobs> => {
      const { storeId } = parse(storeParams, request.params);
      const workspaceId = workspaceOf(request);
      await documents.stores.requireRow(workspaceId, storeId);
      return documents.upserts.jobs(workspaceId, storeId);
    },
  );

  app.post('/document-store/upsert-jobs/:storeId/:jobId/cancel', { config: UPSERT }, async (request) => {
    const { storeId, jobId } = parse(jobParams, request.params);
    const workspaceId = workspaceOf(request);
    await documents.stores.requireRow(workspaceId, storeId);
    return documents.upserts.cancel(workspaceId, storeId, jobId);
  });

  app.post('/document-store/refresh/:id', { config: UPSERT }, async (request): Promise<ApiUpsertResponse> => {
    const { id } = parse(idParams, request.params);
    const workspaceId = workspaceOf(request);
    const store = await documents.stores.requireRow(workspaceId, id);
    return documents.apiUpserts.refresh(workspaceId, store);
  });

  app.register((scope, _options, done) => {
    streamMultipartBodies(scope);
    scope.post(
      '/document-store/upsert/:id',
      { config: UPSERT },
      async (request): Promise<ApiUpsertResponse> => {
        const { id } = parse(idParams, request.params);
        const workspaceId = workspaceOf(request);
        const store = await documents.stores.requireRow(workspaceId, id);
        if (!isMultipart(request))
          return documents.apiUpserts.upsert(workspaceId, store, request.body ?? {}, []);
        documents.upserts.requireIdle(store.id);
        const { fields, results } = await readMultipart(request, DOCUMENT_UPLOAD_MAX_BYTES, (file) =>
          documents.files.store(workspaceId, store, file),
        );
        return documents.apiUpserts.upsert(
          workspaceId,
          store,
          fieldsAsBody(fields),
          results.map((file) => file.name),
        );
      },
    );
    done();
  });

  app.post(
    '/vector/upsert/:id',
    { config: publicRoute() },
    async (request: FastifyRequest): Promise<never> => {
      const { id } = parse(idParams, request.params);
      const flow = await services.repos.runFlows.findById(id);
      if (!flow) throw notFound(`Chatflow ${id} not found`);
      if (flow.type === 'AGENTFLOW')
        throw new AppError(
          400,
          'Agentflows have no vector store nodes to upsert: put the documents in a document store and upsert ' +
            'it (POST /api/v1/document-store/upsert/{storeId}); Retriever and Agent nodes read it from there.',
        );
      throw new AppError(
        501,
        "Upserting a chatflow's own vector store nodes is not supported yet: put the documents in a document " +
          'store (POST /api/v1/document-store/upsert/{storeId}) and read it with the Document Store (Vector) node.',
      );
    },
  );
}
