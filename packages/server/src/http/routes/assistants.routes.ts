import { idSchema, type Assistant, type NodeDefinition } from '@loomflow/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AssistantStoreOption } from '../../assistants/assistant-components.service.ts';
import type { AppContext } from '../app-context.ts';
import { workspaceOf } from '../authenticate.ts';
import { requires } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

const idParams = z.object({ id: idSchema });
const VIEW = requires('assistants:view', { apiKey: true });

/**
 * `/assistants` (Flowise's paths): the workspace's assistants (CUSTOM ones with the flow that runs them, OPENAI
 * and AZURE ones mirrored at the provider), what the custom assistant screen offers, and instruction writing.
 */
export function assistantRoutes(app: FastifyInstance, { services }: AppContext): void {
  const { assistants, components, instructions } = services.assistants;
  const idOf = (request: FastifyRequest): string => parse(idParams, request.params).id;

  app.get('/assistants', { config: VIEW }, (request): Promise<Assistant[]> =>
    assistants.list(workspaceOf(request), request.query),
  );
  app.get('/assistants/components/chatmodels', { config: VIEW }, (): readonly NodeDefinition[] =>
    components.chatModels(),
  );
  app.get('/assistants/components/docstores', { config: VIEW }, (request): Promise<AssistantStoreOption[]> =>
    components.documentStores(workspaceOf(request)),
  );
  app.get('/assistants/components/tools', { config: VIEW }, (): readonly NodeDefinition[] =>
    components.tools(),
  );
  app.post(
    '/assistants/generate/instruction',
    { config: requires('assistants:create', { apiKey: true }) },
    (request): Promise<{ content: string }> => instructions.generate(workspaceOf(request), request.body),
  );
  app.get('/assistants/:id', { config: VIEW }, (request): Promise<Assistant> =>
    assistants.get(workspaceOf(request), idOf(request)),
  );
  app.post(
    '/assistants',
    { config: requires('assistants:create', { apiKey: true }) },
    async (request, reply): Promise<Assistant> => {
      const created = await assistants.create(workspaceOf(request), request.body);
      return reply.code(201).send(created);
    },
  );
  app.put(
    '/assistants/:id',
    { config: requires('assistants:update', { apiKey: true }) },
    (request): Promise<Assistant> => assistants.update(workspaceOf(request), idOf(request), request.body),
  );
  app.delete(
    '/assistants/:id',
    { config: requires('assistants:delete', { apiKey: true }) },
    async (request, reply) => {
      await assistants.delete(workspaceOf(request), idOf(request), request.query);
      return reply.code(204).send();
    },
  );
}
