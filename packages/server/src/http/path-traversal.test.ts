import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  mkdirSync,
  existsSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '@loomflow/core';
import {
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directReplyFlow, saveFlow } from '../test-support/agentflow-test-flows.ts';

/**
 * The acceptance suite of issue 8: every route that serves or stores files refuses paths in ids and file names
 * (at least 15 forms), and nothing outside the storage root is read or written. Requests go out through
 * node:http with the exact path given, so `../` reaches the server un-normalised.
 */

const SENTINEL = `SENTINEL-${Math.random().toString(36).slice(2)}`;

interface Form {
  readonly label: string;
  /** The value as a client would mean it (JSON bodies, multipart file names, query values once encoded). */
  readonly value: string;
  /** The same form written into a URL as is (path segments and raw query values). */
  readonly raw: string;
}

function traversalForms(sandbox: string): Form[] {
  const sentinelPath = path.join(sandbox, 'secret.txt');
  const forms: [string, string][] = [
    ['dot-dot-slash', '../../secret.txt'],
    ['deep dot-dot-slash', `${'../'.repeat(12)}secret.txt`],
    ['percent-encoded slash', '..%2f..%2fsecret.txt'],
    ['percent-encoded dots and slash', '%2e%2e%2f%2e%2e%2fsecret.txt'],
    ['double-encoded', '%252e%252e%252f%252e%252e%252fsecret.txt'],
    ['backslashes', '..\\..\\secret.txt'],
    ['encoded backslashes', '..%5c..%5csecret.txt'],
    ['mixed separators', '..\\../secret.txt'],
    ['absolute path', '/etc/passwd'],
    ['absolute path to the sentinel', sentinelPath],
    ['windows drive', 'C:\\Windows\\win.ini'],
    ['windows UNC', '\\\\server\\share\\secret.txt'],
    ['null byte', 'secret.txt\u0000.png'],
    ['encoded null byte', 'secret.txt%00.png'],
    ['very long name', `${'a'.repeat(5000)}.txt`],
    ['very long traversal', `${'../'.repeat(400)}secret.txt`],
    ['fullwidth dots and slash', '\uFF0E\uFF0E\uFF0F\uFF0E\uFF0E\uFF0Fsecret.txt'],
    ['one-dot leaders', '\u2024\u2024/secret.txt'],
    ['overlong UTF-8 dots', '%c0%ae%c0%ae%c0%afsecret.txt'],
    ['four dots', '....//....//secret.txt'],
    ['dot-dot alone', '..'],
    ['file URL', 'file:///etc/passwd'],
  ];
  return forms.map(([label, value]) => ({ label, value, raw: rawUrlForm(value) }));
}

/** Keeps `/`, `\`, `.` and `%` as they are; encodes only what an HTTP request line cannot carry. */
function rawUrlForm(value: string): string {
  return value.replace(/[^A-Za-z0-9._~\-/\\%:]/gu, (character) => encodeURIComponent(character));
}

interface RawResponse {
  readonly status: number;
  readonly body: string;
}

function rawRequest(
  base: string,
  method: string,
  rawPath: string,
  options: { headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: url.hostname, port: url.port, method, path: rawPath, headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
        });
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    request.on('error', reject);
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}

function multipartBody(fileName: string, contents: string): { body: Buffer; contentType: string } {
  const boundary = `----loomflow${Math.random().toString(36).slice(2)}`;
  const escaped = fileName.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${escaped}"\r\n`),
    Buffer.from('Content-Type: text/plain\r\n\r\n'),
    Buffer.from(contents),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Every file under a directory (relative paths), skipping one subtree. */
function filesUnder(directory: string, skip: string): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    if (path.resolve(current) === path.resolve(skip)) return;
    for (const entry of readdirSync(current)) {
      const full = path.join(current, entry);
      if (statSync(full).isDirectory()) walk(full);
      else found.push(path.relative(directory, full));
    }
  };
  walk(directory);
  return found.sort();
}

describe.each(TEST_DATABASE_KINDS)('path traversal through file routes (enterprise, %s)', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let ownerUser: LoginResponse;
  let sandbox: string;
  let storageRoot: string;
  let flowId: string;
  let forms: Form[];
  const responses: { route: string; form: string; status: number; body: string }[] = [];

  const cookieHeader = () => ({
    cookie: [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  });

  beforeAll(async () => {
    // sandbox/secret.txt and sandbox/nested/secret.txt sit beside and above the storage root.
    sandbox = mkdtempSync(path.join(tmpdir(), 'loomflow-traversal-'));
    storageRoot = path.join(sandbox, 'nested', 'storage');
    mkdirSync(storageRoot, { recursive: true });
    writeFileSync(path.join(sandbox, 'secret.txt'), SENTINEL);
    writeFileSync(path.join(sandbox, 'nested', 'secret.txt'), SENTINEL);
    forms = traversalForms(sandbox);
    server = await startTestServer({
      database,
      env: { PLATFORM_TYPE: 'enterprise', BLOB_STORAGE_PATH: storageRoot },
    });
    owner = server.session();
    ownerUser = await registerAndLogin(owner);
    flowId = await saveFlow(owner, directReplyFlow('ok'));
  });
  afterAll(async () => {
    await server.close();
    rmSync(sandbox, { recursive: true, force: true });
  });

  const expectRefused = (route: string, form: Form, response: RawResponse) => {
    responses.push({ route, form: form.label, ...response });
    expect(response.status, `${route} with ${form.label}`).toBeGreaterThanOrEqual(400);
    expect(response.status, `${route} with ${form.label}`).toBeLessThan(500);
    expect(response.body).not.toContain(SENTINEL);
    expect(response.body).not.toMatch(/root:.*:0:0:/);
  };

  it('has at least 15 forms', () => {
    expect(forms.length).toBeGreaterThanOrEqual(15);
  });

  it('works for a safe name (the control case), inside the storage root', async () => {
    const { body, contentType } = multipartBody('control.txt', 'control');
    const stored = await rawRequest(server.url, 'POST', `/api/v1/attachments/${flowId}/control-chat`, {
      headers: { 'content-type': contentType },
      body,
    });
    expect(stored.status).toBe(200);
    const served = await rawRequest(
      server.url,
      'GET',
      `/api/v1/get-upload-file?chatflowId=${flowId}&chatId=control-chat&fileName=control.txt`,
    );
    expect(served).toEqual({ status: 200, body: 'control' });
    expect(filesUnder(storageRoot, '/nonexistent').some((file) => file.endsWith('control.txt'))).toBe(true);
  });

  it('GET /get-upload-file refuses each form as fileName, chatId and chatflowId', async () => {
    for (const form of forms) {
      for (const [field, value] of [
        ['fileName', form.value],
        ['chatId', form.value],
        ['chatflowId', form.value],
      ] as const) {
        const query = { chatflowId: flowId, chatId: 'control-chat', fileName: 'control.txt', [field]: value };
        const encoded = `chatflowId=${encodeURIComponent(query.chatflowId)}&chatId=${encodeURIComponent(query.chatId)}&fileName=${encodeURIComponent(query.fileName)}`;
        expectRefused(
          `get-upload-file ${field}`,
          form,
          await rawRequest(server.url, 'GET', `/api/v1/get-upload-file?${encoded}`),
        );
        const raw = encoded.replace(`${field}=${encodeURIComponent(value)}`, `${field}=${form.raw}`);
        expectRefused(
          `get-upload-file raw ${field}`,
          form,
          await rawRequest(server.url, 'GET', `/api/v1/get-upload-file?${raw}`),
        );
      }
    }
  });

  it('POST /attachments refuses each form as chat id, flow id and file name', async () => {
    for (const form of forms) {
      const { body, contentType } = multipartBody('fine.txt', 'x');
      const headers = { 'content-type': contentType };
      expectRefused(
        'attachments chatId',
        form,
        await rawRequest(server.url, 'POST', `/api/v1/attachments/${flowId}/${form.raw}`, { headers, body }),
      );
      expectRefused(
        'attachments flowId',
        form,
        await rawRequest(server.url, 'POST', `/api/v1/attachments/${form.raw}/chat-1`, { headers, body }),
      );
      const named = multipartBody(form.value, 'x');
      expectRefused(
        'attachments file name',
        form,
        await rawRequest(server.url, 'POST', `/api/v1/attachments/${flowId}/chat-1`, {
          headers: { 'content-type': named.contentType },
          body: named.body,
        }),
      );
    }
  });

  it('POST /prediction refuses each form as an upload’s name and as the chat id of uploads', async () => {
    const data = `data:text/plain;base64,${Buffer.from('x').toString('base64')}`;
    for (const form of forms) {
      for (const [label, payload] of [
        [
          'upload name',
          {
            question: 'q',
            chatId: 'chat-1',
            uploads: [{ data, type: 'file', name: form.value, mime: 'text/plain' }],
          },
        ],
        [
          'upload chatId',
          {
            question: 'q',
            chatId: form.value,
            uploads: [{ data, type: 'file', name: 'fine.txt', mime: 'text/plain' }],
          },
        ],
        [
          'audio name',
          {
            question: 'q',
            chatId: 'chat-1',
            uploads: [{ data, type: 'audio', name: form.value, mime: 'audio/webm' }],
          },
        ],
      ] as const) {
        const response = await rawRequest(server.url, 'POST', `/api/v1/prediction/${flowId}`, {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        });
        expectRefused(`prediction ${label}`, form, response);
      }
      const multipart = multipartBody(form.value, 'x');
      expectRefused(
        'prediction multipart file name',
        form,
        await rawRequest(server.url, 'POST', `/api/v1/prediction/${flowId}`, {
          headers: { 'content-type': multipart.contentType },
          body: Buffer.concat([
            Buffer.from(
              `--${multipart.contentType.split('boundary=')[1] ?? ''}\r\nContent-Disposition: form-data; name="question"\r\n\r\nq\r\n`,
            ),
            multipart.body,
          ]),
        }),
      );
    }
  });

  it('the /files routes refuse each form as a file id', async () => {
    expect(ownerUser.activeWorkspaceId).toBeTruthy();
    for (const form of forms) {
      const headers = cookieHeader();
      expectRefused(
        'files download',
        form,
        await rawRequest(server.url, 'GET', `/api/v1/files/${form.raw}/download`, { headers }),
      );
      const xsrf = owner.cookies.get('XSRF-TOKEN') ?? '';
      expectRefused(
        'files delete',
        form,
        await rawRequest(server.url, 'DELETE', `/api/v1/files/${form.raw}?confirm=true`, {
          headers: { ...headers, 'x-xsrf-token': xsrf },
        }),
      );
    }
  });

  it('document store uploads and loader file references refuse each form as a file name', async () => {
    const xsrf = owner.cookies.get('XSRF-TOKEN') ?? '';
    const store = await owner.post<{ id: string }>('/api/v1/document-store/store', { name: 'traversal' });
    expect(store.status).toBe(201);
    for (const form of forms) {
      const multipart = multipartBody(form.value, SENTINEL);
      expectRefused(
        'document store upload',
        form,
        await rawRequest(server.url, 'POST', `/api/v1/document-store/files/${store.body.id}`, {
          headers: { ...cookieHeader(), 'x-xsrf-token': xsrf, 'content-type': multipart.contentType },
          body: multipart.body,
        }),
      );
      const preview = await owner.post('/api/v1/document-store/loader/preview', {
        storeId: store.body.id,
        loaderId: 'textFile',
        loaderConfig: { txtFile: `FILE-STORAGE::${JSON.stringify([form.value])}` },
      });
      expectRefused('document store loader file', form, {
        status: preview.status,
        body: JSON.stringify(preview.body),
      });
    }
  });

  it('read nothing and wrote nothing outside the storage root, and nothing but the control file inside it', () => {
    expect(responses.length).toBeGreaterThan(forms.length * 10);
    expect(readFileSync(path.join(sandbox, 'secret.txt'), 'utf8')).toBe(SENTINEL);
    expect(readFileSync(path.join(sandbox, 'nested', 'secret.txt'), 'utf8')).toBe(SENTINEL);
    expect(filesUnder(sandbox, storageRoot)).toEqual(['nested/secret.txt', 'secret.txt']);
    const inside = filesUnder(storageRoot, '/nonexistent');
    expect(inside).toHaveLength(1);
    expect(inside[0]).toMatch(/\/chat\/[^/]+\/control-chat\/control\.txt$/);
    expect(existsSync('/etc/passwd.png')).toBe(false);
    expect(existsSync(path.join(tmpdir(), 'secret.txt'))).toBe(false);
  });
});
