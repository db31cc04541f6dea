import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageConfig } from '../config/storage-config.ts';
import { fileStorageContract } from './file-storage.contract.ts';
import { S3FileStorage } from './s3-file-storage.ts';

interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly contentType: string | undefined;
  readonly signed: boolean;
}

/** A small S3-compatible endpoint (path-style PUT/GET/DELETE of objects) that keeps objects in memory. */
function fakeS3(): { server: Server; objects: Map<string, Buffer>; seen: SeenRequest[] } {
  const objects = new Map<string, Buffer>();
  const seen: SeenRequest[] = [];
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request)
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    return Buffer.concat(chunks);
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://s3.local');
    const key = decodeURIComponent(url.pathname);
    seen.push({
      method: request.method ?? '',
      path: key,
      contentType: request.headers['content-type'],
      signed: (request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256'),
    });
    void read(request).then((body) => {
      if (request.method === 'PUT') {
        objects.set(key, body);
        response.writeHead(200, { etag: '"fake"' }).end();
      } else if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>Not found</Message></Error>');
          return;
        }
        response.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': object.length,
        });
        response.end(object);
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  return { server, objects, seen };
}

const fake = fakeS3();
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${String((fake.server.address() as AddressInfo).port)}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      fake.server.close(() => {
        resolve();
      });
    }),
);

const s3Storage = () => {
  const config = storageConfig(
    {
      STORAGE_TYPE: 's3',
      S3_STORAGE_BUCKET_NAME: 'loomflow-files',
      S3_STORAGE_REGION: 'eu-west-1',
      S3_STORAGE_ACCESS_KEY_ID: 'test-access',
      S3_STORAGE_SECRET_ACCESS_KEY: 'test-secret',
      S3_ENDPOINT_URL: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
    },
    '/unused',
  );
  if (config.type !== 's3') throw new Error('expected s3 config');
  return new S3FileStorage(config);
};

fileStorageContract('S3FileStorage against a local S3-compatible endpoint', s3Storage);

describe('S3FileStorage requests', () => {
  it('signs path-style requests for the bucket and sends the content type', async () => {
    const storage = s3Storage();
    await storage.put('ws/id/photo.png', Buffer.from('png'), 'image/png');
    const put = fake.seen.findLast((request) => request.method === 'PUT');
    expect(put).toMatchObject({
      path: '/loomflow-files/ws/id/photo.png',
      contentType: 'image/png',
      signed: true,
    });
    expect(fake.objects.get('/loomflow-files/ws/id/photo.png')?.toString()).toBe('png');
  });
});

describe('storage configuration', () => {
  it('defaults to the local disk under DATA_DIR and reads BLOB_STORAGE_PATH', () => {
    expect(storageConfig({}, '/data')).toEqual({ type: 'local', path: '/data/storage' });
    expect(storageConfig({ BLOB_STORAGE_PATH: '/blobs' }, '/data')).toEqual({
      type: 'local',
      path: '/blobs',
    });
  });

  it('refuses an unknown type and S3 without a bucket, saying what to set', () => {
    expect(() => storageConfig({ STORAGE_TYPE: 'ftp' }, '/data')).toThrow(/STORAGE_TYPE must be/);
    expect(() => storageConfig({ STORAGE_TYPE: 's3' }, '/data')).toThrow(/S3_STORAGE_BUCKET_NAME/);
  });
});
