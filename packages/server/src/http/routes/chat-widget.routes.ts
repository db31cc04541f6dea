import { idSchema, type Attachment, type PublicChatbotConfig, type UploadsConfig } from '@loomflow/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { IncomingFile } from '../../services/chat-attachment.service.ts';
import type { PublicCaller } from '../../services/public-flow-access.ts';
import { mimeTypeOf } from '../../storage/chat-upload-store.ts';
import type { AppContext } from '../app-context.ts';
import { AppError, badRequest } from '../../errors/app-error.ts';
import { multipartBoundary, parseMultipart, type MultipartPart } from '../multipart-parser.ts';
import { publicRoute } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

const idParams = z.object({ id: idSchema });
const attachmentParams = z.object({ id: z.string().min(1).max(1000), chatId: z.string().min(1).max(1000) });
const uploadFileQuery = z.object({
  chatflowId: z.string({ message: 'chatflowId is required' }).min(1, 'chatflowId is required').max(1000),
  chatId: z.string({ message: 'chatId is required' }).min(1, 'chatId is required').max(1000),
  fileName: z.string({ message: 'fileName is required' }).min(1, 'fileName is required').max(1000),
});

/** A multipart body as the attachments route receives it: every part, files as raw bytes. */
interface MultipartBody {
  readonly multipart: readonly MultipartPart[];
}

function isMultipartBody(body: unknown): body is MultipartBody {
  return typeof body === 'object' && body !== null && 'multipart' in body && Array.isArray(body.multipart);
}

export function publicCaller(request: FastifyRequest): PublicCaller {
  return {
    access: request.access,
    origin: typeof request.headers.origin === 'string' ? request.headers.origin : undefined,
    clientAddress: request.ip,
  };
}

function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * What the chat widget (`flowise-embed`), the public chatbot page and the canvas chat read and send besides
 * predictions: a flow's chatbot configuration, what its chat may upload, attachments and their files.
 */
export function chatWidgetRoutes(app: FastifyInstance, { services, config }: AppContext): void {
  app.get('/public-chatbotConfig/:id', { config: publicRoute() }, (request): Promise<PublicChatbotConfig> => {
    const { id } = parse(idParams, request.params);
    return services.publicChatbot.config(id, publicCaller(request));
  });

  app.get('/chatflows-uploads/:id', { config: publicRoute() }, (request): Promise<UploadsConfig> => {
    const { id } = parse(idParams, request.params);
    return services.publicChatbot.uploads(id, publicCaller(request));
  });

  app.get('/get-upload-file', { config: publicRoute() }, async (request, reply) => {
    const { chatflowId, chatId, fileName } = parse(uploadFileQuery, request.query);
    const data = await services.chatAttachments.download(chatflowId, chatId, fileName, publicCaller(request));
    return reply
      .header('Content-Type', mimeTypeOf(fileName))
      .header('Content-Disposition', contentDisposition(fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(data);
  });

  app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: config.bodyLimitBytes },
      (request: FastifyRequest, body: Buffer | string, finish) => {
        const boundary = multipartBoundary(request.headers['content-type'] ?? '');
        try {
          if (!boundary) throw new Error('no boundary');
          const parts = parseMultipart(typeof body === 'string' ? Buffer.from(body) : body, boundary);
          finish(null, { multipart: parts });
        } catch {
          finish(badRequest('The multipart body cannot be read: send the files as multipart/form-data'));
        }
      },
    );
    scope.post('/attachments/:id/:chatId', { config: publicRoute() }, (request): Promise<Attachment[]> => {
      const { id, chatId } = parse(attachmentParams, request.params);
      if (!isMultipartBody(request.body))
        throw new AppError(415, 'Send the files as multipart/form-data, in parts named "files"');
      const parts = request.body.multipart;
      const files: IncomingFile[] = parts
        .filter((part) => part.filename !== undefined && part.name === 'files')
        .map((part) => ({
          name: part.filename ?? '',
          mimeType: part.contentType ?? 'application/octet-stream',
          data: part.data,
        }));
      const base64 = parts.some((part) => part.name === 'base64' && part.data.toString('utf8') === 'true');
      return services.chatAttachments.attach(id, chatId, files, { base64 }, publicCaller(request));
    });
    done();
  });
}
