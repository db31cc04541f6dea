import type { FastifyInstance, FastifyRequest } from 'fastify';
import busboy from 'busboy';
import { AppError, badRequest } from '../errors/app-error.ts';
import type { StreamedFile } from '../storage/streamed-file.ts';

/**
 * Leaves `multipart/form-data` bodies unread on the routes of `scope`, so handlers stream their files
 * (`readMultipart`) instead of holding whole uploads in memory.
 */
export function streamMultipartBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => {
    done(null, undefined);
  });
}

export function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * Reads a multipart body: every file part is handed to `onFile` (one at a time, streamed; a part larger than
 * `maxFileBytes` fails with 413), text fields are collected.
 */
export async function readMultipart<Result>(
  request: FastifyRequest,
  maxFileBytes: number,
  onFile: (file: StreamedFile) => Promise<Result>,
): Promise<{ fields: Record<string, string>; results: Result[] }> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      // The name as sent: a path in it is refused (checkUploadFileName), never quietly cut to its last part.
      preservePath: true,
      // File names are UTF-8 (browsers, fetch): read as Latin-1 they would slip past the name checks garbled.
      defParamCharset: 'utf8',
      limits: { fileSize: maxFileBytes, files: 100, fields: 100 },
    });
  } catch {
    throw badRequest('The multipart body cannot be read: send fields and files as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  const results: Result[] = [];
  let chain: Promise<void> = Promise.resolve();
  let failure: Error | undefined;
  return new Promise((resolve, reject) => {
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_field, stream, info) => {
      const limit = { reached: false };
      stream.on('limit', () => {
        limit.reached = true;
      });
      const file: StreamedFile = {
        name: info.filename ?? '',
        mime: info.mimeType || 'application/octet-stream',
        data: (async function* () {
          for await (const part of stream) {
            if (limit.reached) break;
            yield part instanceof Uint8Array ? part : Buffer.from(String(part));
          }
          if (limit.reached)
            throw new AppError(
              413,
              `"${info.filename ?? 'file'}" is larger than ${String(Math.round(maxFileBytes / 1024 / 1024))} MB`,
            );
        })(),
      };
      chain = chain.then(async () => {
        if (failure !== undefined) {
          stream.resume();
          return;
        }
        try {
          results.push(await onFile(file));
        } catch (error) {
          failure = error instanceof Error ? error : new Error('The upload failed');
          stream.resume();
        }
      });
    });
    parser.on('error', () => {
      reject(badRequest('The multipart body cannot be read: send fields and files as multipart/form-data'));
    });
    parser.on('close', () => {
      chain.then(() => {
        if (failure !== undefined) reject(failure);
        else resolve({ fields, results });
      }, reject);
    });
    request.raw.pipe(parser);
  });
}
