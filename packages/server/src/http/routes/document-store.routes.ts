import {
  chunksQuerySchema,
  deleteDocumentStoreQuerySchema,
  idSchema,
  type ChunksPage,
  type DocumentStore,
  type DocumentStoreLoader,
  type NodeDefinition,
  type PreviewLoaderResponse,
  type StoredDocumentFiles,
} from '@loomflow/core';
import { RUNNABLE_NODE_DEFINITIONS } from '@loomflow/nodes/runnable';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DocumentStoreInUseError } from '../../document-stores/document-store.service.ts';
import type { AppContext } from '../app-context.ts';
import { badRequest, notFound } from '../../errors/app-error.ts';
import { workspaceOf } from '../authenticate.ts';
import { isMultipart, readMultipart, streamMultipartBodies } from '../document-upload.ts';
import { requires } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

/** Largest file one document store upload takes (streamed to the storage, never held in memory). */
export const DOCUMENT_UPLOAD_MAX_BYTES = 1024 * 1024 * 1024;

const idParams = z.object({ id: idSchema });
const storeParams = z.object({ storeId: idSchema });
const loaderParams = z.object({ loaderId: idSchema });
const storeLoaderParams = z.object({ storeId: idSchema, loaderId: idSchema });
const chunkPageParams = z.object({ storeId: idSchema, fileId: idSchema, pageNo: z.string().max(100) });
const chunkParams = z.object({ storeId: idSchema, loaderId: idSchema, chunkId: idSchema });
const storeIdBody = z.looseObject({ storeId: idSchema });

const VIEW = requires('documentStores:view', { apiKey: true });

/** The definitions of a category whose nodes this server can run (`runnable` may load the node runtime). */
async function definitionsOf(
  category: string,
  runnable: (name: string) => Promise<boolean>,
): Promise<NodeDefinition[]> {
  const inCategory = RUNNABLE_NODE_DEFINITIONS.filter((node) => node.category === category);
  const runs = await Promise.all(inCategory.map((node) => runnable(node.name)));
  return inCategory.filter((_node, index) => runs[index]);
}

/** Document stores (Flowise 3.x routes): stores, components, uploads, loaders and chunks. */
export function documentStoreRoutes(app: FastifyInstance, { services }: AppContext): void {
  const documents = services.documentStores;
  const { stores, loaders } = documents;
  app.addHook('onClose', () => documents.close());

  app.get('/document-store/store', { config: VIEW }, (request): Promise<DocumentStore[]> =>
    stores.list(workspaceOf(request)),
  );

  app.post(
    '/document-store/store',
    { config: requires('documentStores:create', { apiKey: true }) },
    async (request, reply) =>
      reply.status(201).send(await stores.create(workspaceOf(request), request.body ?? {})),
  );

  app.get('/document-store/store/:id', { config: VIEW }, (request): Promise<DocumentStore> => {
    const { id } = parse(idParams, request.params);
    return stores.get(workspaceOf(request), id);
  });

  app.put(
    '/document-store/store/:id',
    { config: requires('documentStores:update', { apiKey: true }) },
    (request): Promise<DocumentStore> => {
      const { id } = parse(idParams, request.params);
      return stores.update(workspaceOf(request), id, request.body ?? {});
    },
  );

  app.delete(
    '/document-store/store/:id',
    { config: requires('documentStores:delete', { apiKey: true }) },
    async (request, reply) => {
      const { id } = parse(idParams, request.params);
      const workspaceId = workspaceOf(request);
      await stores.requireRow(workspaceId, id);
      const { force } = parse(deleteDocumentStoreQuerySchema, request.query);
      try {
        return { deleted: await stores.delete(workspaceId, id, force === 'true') };
      } catch (error) {
        if (error instanceof DocumentStoreInUseError)
          return reply.status(409).send({ message: error.message, whereUsed: error.whereUsed });
        throw error;
      }
    },
  );

  app.get('/document-store/components/loaders', { config: VIEW }, () =>
    definitionsOf(
      'Document Loaders',
      async (name) => (await documents.components.loader(name)) !== undefined,
    ),
  );
  app.get('/document-store/components/embeddings', { config: VIEW }, () =>
    definitionsOf('Embeddings', async (name) => (await documents.components.embeddings(name)) !== undefined),
  );
  app.get('/document-store/components/vectorstore', { config: VIEW }, () =>
    definitionsOf('Vector Stores', (name) => Promise.resolve(documents.collections.providers.includes(name))),
  );
  app.get('/document-store/components/splitters', { config: VIEW }, () =>
    definitionsOf(
      'Text Splitters',
      async (name) => (await documents.components.splitter(name)) !== undefined,
    ),
  );

  app.register((scope, _options, done) => {
    streamMultipartBodies(scope);
    scope.post(
      '/document-store/files/:storeId',
      { config: requires('documentStores:add-loader', { apiKey: true }) },
      async (request): Promise<StoredDocumentFiles> => {
        const { storeId } = parse(storeParams, request.params);
        const workspaceId = workspaceOf(request);
        const store = await stores.requireRow(workspaceId, storeId);
        if (!isMultipart(request))
          throw badRequest('Send the files as multipart/form-data in the field "files"');
        const { results } = await readMultipart(request, DOCUMENT_UPLOAD_MAX_BYTES, (file) =>
          documents.files.store(workspaceId, store, file),
        );
        if (results.length === 0) throw badRequest('No files received: send them in the field "files"');
        return { files: results };
      },
    );
    done();
  });

  app.post(
    '/document-store/loader/preview',
    { config: requires('documentStores:preview-process', { apiKey: true }) },
    (request): Promise<PreviewLoaderResponse> => loaders.preview(workspaceOf(request), request.body ?? {}),
  );

  app.post(
    '/document-store/loader/save',
    { config: requires('documentStores:add-loader', { apiKey: true }) },
    async (request): Promise<DocumentStoreLoader> => {
      const workspaceId = workspaceOf(request);
      const { storeId } = parse(storeIdBody, request.body);
      await documents.upserts.requireIdle(workspaceId, storeId);
      return loaders.save(workspaceId, request.body);
    },
  );

  app.post(
    '/document-store/loader/process/:loaderId',
    { config: requires('documentStores:preview-process', { apiKey: true }) },
    async (request): Promise<DocumentStoreLoader> => {
      const { loaderId } = parse(loaderParams, request.params);
      const workspaceId = workspaceOf(request);
      const loader = await loaders.find(workspaceId, loaderId);
      if (!loader) throw notFound('Document loader not found in this store');
      const body = parse(z.looseObject({}), request.body);
      await documents.upserts.requireIdle(workspaceId, loader.storeId);
      return loaders.process(workspaceId, loaderId, {
        storeId: loader.storeId,
        loaderId: loader.loaderId,
        ...body,
      });
    },
  );

  app.delete(
    '/document-store/loader/:storeId/:loaderId',
    { config: requires('documentStores:delete-loader', { apiKey: true }) },
    (request): Promise<DocumentStore> => {
      const { storeId, loaderId } = parse(storeLoaderParams, request.params);
      return stores.deleteLoader(workspaceOf(request), storeId, loaderId);
    },
  );

  app.get(
    '/document-store/chunks/:storeId/:fileId/:pageNo',
    { config: VIEW },
    (request): Promise<ChunksPage> => {
      const { storeId, fileId, pageNo } = parse(chunkPageParams, request.params);
      return stores.chunks(
        workspaceOf(request),
        storeId,
        fileId,
        pageNo,
        parse(chunksQuerySchema, request.query),
      );
    },
  );

  app.put(
    '/document-store/chunks/:storeId/:loaderId/:chunkId',
    { config: requires('documentStores:preview-process', { apiKey: true }) },
    (request): Promise<ChunksPage> => {
      const { storeId, loaderId, chunkId } = parse(chunkParams, request.params);
      return stores.updateChunk(workspaceOf(request), storeId, loaderId, chunkId, request.body ?? {});
    },
  );

  app.delete(
    '/document-store/chunks/:storeId/:loaderId/:chunkId',
    { config: requires('documentStores:preview-process', { apiKey: true }) },
    (request): Promise<ChunksPage> => {
      const { storeId, loaderId, chunkId } = parse(chunkParams, request.params);
      return stores.deleteChunk(workspaceOf(request), storeId, loaderId, chunkId);
    },
  );
}
