import {
  fileDeleteQuerySchema,
  filesListQuerySchema,
  type UploadedFile,
  type UploadedFilesPage,
} from '@loomflow/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FileInUseError } from '../../services/file.service.ts';
import type { AppContext } from '../app-context.ts';
import { forbidden } from '../../errors/app-error.ts';
import { signedIn } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

// File ids are generated ids: anything else (paths, NUL bytes PostgreSQL cannot even compare) is refused.
const idParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'A file id is made of letters, digits, dashes and underscores'),
});

function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The active workspace's uploaded files (`/files`, feat:files): list, download, delete. */
export function fileRoutes(app: FastifyInstance, context: AppContext): void {
  const { services } = context;
  const workspaceOf = (request: FastifyRequest): string => {
    const workspaceId = request.access?.workspaceId;
    if (!workspaceId) throw forbidden('Choose a workspace first.');
    return workspaceId;
  };

  app.get('/files', { config: signedIn() }, async (request): Promise<UploadedFilesPage> =>
    services.files.list(workspaceOf(request), parse(filesListQuerySchema, request.query)),
  );

  app.get('/files/:id/download', { config: signedIn() }, async (request, reply) => {
    const { id } = parse(idParams, request.params);
    const { file, data } = await services.files.download(workspaceOf(request), id);
    return reply
      .header('Content-Type', file.mimeType)
      .header('Content-Disposition', contentDisposition(file.name))
      .header('X-Content-Type-Options', 'nosniff')
      .send(data);
  });

  app.delete(
    '/files/:id',
    { config: signedIn() },
    async (request, reply): Promise<{ deleted: UploadedFile }> => {
      const { id } = parse(idParams, request.params);
      const { confirm } = parse(fileDeleteQuerySchema, request.query);
      try {
        return await services.files.delete(workspaceOf(request), id, confirm === 'true');
      } catch (error) {
        if (error instanceof FileInUseError)
          return reply.code(409).send({ message: error.message, usedBy: error.usedBy });
        throw error;
      }
    },
  );
}
