import {
  idSchema,
  insertVectorsRequestSchema,
  type ApiUpsertResponse,
  type DocumentStore,
  type UpsertJob,
  type UpsertJobs,
  type VectorQueryResponse,
  vectorUpsertRequestSchema,
} from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { workspaceOf } from '../authenticate.ts';
import { isMultipart, readMultipart, streamMultipartBodies } from '../document-upload.ts';
import { publicRoute, requires } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';
import { PublicFlowAccess } from '../../services/public-flow-access.ts';
import { UPSERT_FILE_MAX_BYTES } from '../../services/chatflow-upsert.service.ts';
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
  const flowAccess = new PublicFlowAccess(services.repos);

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
        await documents.upserts.requireIdle(workspaceId, store.id);
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

  // Flowise's public upsert of a chatflow's vector store node; the flow's API key when it has one.
  app.register((scope, _options, done) => {
    streamMultipartBodies(scope);
    scope.post(
      '/vector/upsert/:id',
      { config: publicRoute() },
      async (request): Promise<ApiUpsertResponse> => {
        const { id } = parse(idParams, request.params);
        const flow = await flowAccess.find(id);
        flowAccess.checkApiKey(flow, {
          access: request.access,
          origin: undefined,
          clientAddress: request.ip,
        });
        const upserts = services.chatflowUpserts;
        await upserts.requireUpsertable(flow);
        if (!isMultipart(request))
          return upserts.upsert(flow, parse(vectorUpsertRequestSchema, request.body ?? {}), []);
        const { fields, results } = await readMultipart(request, UPSERT_FILE_MAX_BYTES, (file) =>
          upserts.storeFile(flow, file),
        );
        return upserts.upsert(flow, parse(vectorUpsertRequestSchema, fieldsAsBody(fields)), results);
      },
    );
    done();
  });
}
