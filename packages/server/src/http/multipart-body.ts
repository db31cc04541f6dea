import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../errors/app-error.ts';
import { multipartBoundary, parseMultipart, type MultipartPart } from './multipart-parser.ts';

/** A file sent in a multipart prediction, as an upload the run can read. */
interface FileUpload {
  readonly data: string;
  readonly type: 'file';
  readonly name: string;
  readonly mime: string;
}

/**
 * Accepts `multipart/form-data` on the routes of `app` (Flowise's predictions with `files`): text fields become
 * body fields (JSON ones are parsed by the schema), every `files` part becomes an upload with a data URL.
 */
export function acceptMultipartBodies(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit },
    (request: FastifyRequest, body: Buffer | string, done) => {
      const boundary = multipartBoundary(request.headers['content-type'] ?? '');
      let parts: MultipartPart[];
      try {
        if (!boundary) throw new Error('no boundary');
        parts = parseMultipart(typeof body === 'string' ? Buffer.from(body) : body, boundary);
      } catch {
        done(badRequest('The multipart body cannot be read: send fields and files as multipart/form-data'));
        return;
      }
      const fields: Record<string, unknown> = {};
      const uploads: FileUpload[] = [];
      for (const part of parts) {
        if (part.filename === undefined) {
          fields[part.name] = part.data.toString('utf8');
          continue;
        }
        const mime = part.contentType ?? 'application/octet-stream';
        uploads.push({
          data: `data:${mime};base64,${part.data.toString('base64')}`,
          type: 'file',
          name: part.filename,
          mime,
        });
      }
      if (uploads.length > 0) {
        const given = typeof fields.uploads === 'string' ? safeArray(fields.uploads) : [];
        fields.uploads = [...given, ...uploads];
      }
      done(null, fields);
    },
  );
}

function safeArray(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}
