import type { Attachment, ChatMessage, PublicChatbotConfig, UploadsConfig } from '@loomflow/core';
import {
  createApiKey,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxWithParagraphs, pdfWithText } from '../services/document-fixtures.ts';
import { directReplyFlow, flowData, saveFlow, START } from '../test-support/agentflow-test-flows.ts';

interface ErrorBody {
  readonly message: string;
}

const FORM_START = {
  ...START,
  inputs: {
    startInputType: 'formInput',
    formTitle: 'Book a table',
    formDescription: 'We call you back',
    formInputTypes: [{ type: 'string', label: 'Name', name: 'name' }],
    startState: [{ key: 'secretState', value: 'internal-only' }],
  },
};

const formFlow = flowData(
  [
    FORM_START,
    {
      id: 'directReplyAgentflow_0',
      name: 'directReplyAgentflow',
      label: 'Reply',
      inputs: { directReplyMessage: 'Reply with a private prompt', FLOWISE_CREDENTIAL_ID: 'cred-123' },
    },
  ],
  [{ from: 'startAgentflow_0', to: 'directReplyAgentflow_0' }],
);

const chatbotConfig = {
  title: 'Shop helper',
  welcomeMessage: 'Hi!',
  starterPrompts: { '0': { prompt: 'Opening hours?' } },
  leads: { status: true, title: 'Who are you?', email: true },
  chatFeedback: { status: true },
  allowedOrigins: ['https://shop.example'],
  allowedOriginsError: 'Only the shop may use this bot',
};

describe.each(TEST_DATABASE_KINDS)('chat widget endpoints on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let anonymous: HttpSession;

  beforeAll(async () => {
    server = await startTestServer({ database });
    owner = server.session();
    await registerAndLogin(owner);
    anonymous = server.session();
  });
  afterAll(() => server.close());

  const multipart = (files: { name: string; type: string; body: string | Uint8Array }[]) => {
    const form = new FormData();
    for (const file of files) form.append('files', new Blob([file.body], { type: file.type }), file.name);
    return form;
  };

  it('serves the chatbot configuration with uploads and only the Start node’s form settings', async () => {
    const flowId = await saveFlow(owner, formFlow, { chatbotConfig: JSON.stringify(chatbotConfig) });
    const result = await anonymous.get<PublicChatbotConfig>(`/api/v1/public-chatbotConfig/${flowId}`);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      title: 'Shop helper',
      welcomeMessage: 'Hi!',
      starterPrompts: { '0': { prompt: 'Opening hours?' } },
      leads: { status: true, email: true },
      chatFeedback: { status: true },
      uploads: { isImageUploadAllowed: false, isRAGFileUploadAllowed: false, isSpeechToTextEnabled: false },
    });
    expect(result.body).not.toHaveProperty('allowedOrigins');
    expect(result.body).not.toHaveProperty('allowedOriginsError');
    const graph: unknown = JSON.parse(result.body.flowData ?? '');
    expect(graph).toEqual({
      nodes: [
        {
          id: 'startAgentflow_0',
          data: {
            id: 'startAgentflow_0',
            name: 'startAgentflow',
            label: 'Start',
            category: 'Agent Flows',
            inputs: {
              startInputType: 'formInput',
              formTitle: 'Book a table',
              formDescription: 'We call you back',
              formInputTypes: [{ type: 'string', label: 'Name', name: 'name' }],
            },
          },
        },
      ],
      edges: [],
    });
    expect(JSON.stringify(result.body)).not.toMatch(/cred-123|private prompt|internal-only/);
  });

  it('answers 404 with the id for an unknown flow', async () => {
    const result = await anonymous.get<ErrorBody>('/api/v1/public-chatbotConfig/no-such-flow');
    expect(result.status).toBe(404);
    expect(result.body.message).toBe('Chatflow no-such-flow not found');
    expect((await anonymous.get('/api/v1/chatflows-uploads/no-such-flow')).status).toBe(404);
    // A NUL byte is in no id: refused as a bad request on both databases (PostgreSQL cannot even compare it).
    for (const answer of [
      await anonymous.get<ErrorBody>('/api/v1/public-chatbotConfig/flow%00id'),
      await anonymous.get<ErrorBody>('/api/v1/chatflows-uploads/flow%00id'),
      await owner.get<ErrorBody>('/api/v1/feedback/flow%00id'),
      await owner.get<ErrorBody>('/api/v1/leads/flow%00id'),
      await anonymous.put<ErrorBody>('/api/v1/feedback/fb%00id', { content: 'x' }),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain('The path parameter id contains a NUL character (U+0000)');
    }
  });

  it('keeps a non-public flow with an API key to its key holders and its workspace', async () => {
    const key = await createApiKey(owner, 'widget key');
    const flowId = await saveFlow(owner, directReplyFlow('hi'), {
      apikeyid: key.id,
      chatbotConfig: JSON.stringify({ title: 'Private bot' }),
    });
    const refused = await anonymous.get<ErrorBody>(`/api/v1/public-chatbotConfig/${flowId}`);
    expect(refused.status).toBe(401);
    expect(JSON.stringify(refused.body)).not.toContain('Private bot');
    expect((await anonymous.get(`/api/v1/chatflows-uploads/${flowId}`)).status).toBe(401);
    const withKey = await anonymous.get<PublicChatbotConfig>(`/api/v1/public-chatbotConfig/${flowId}`, {
      headers: { authorization: `Bearer ${key.apiKeySecret}` },
    });
    expect(withKey.status).toBe(200);
    expect(withKey.body.title).toBe('Private bot');
    expect((await owner.get(`/api/v1/public-chatbotConfig/${flowId}`)).status).toBe(200);

    const updated = await owner.put(`/api/v1/chatflows/${flowId}`, { isPublic: true });
    expect(updated.status).toBe(200);
    const publicNow = await anonymous.get<PublicChatbotConfig>(`/api/v1/public-chatbotConfig/${flowId}`);
    expect(publicNow.status).toBe(200);
    expect(publicNow.body).toMatchObject({ title: 'Private bot', isPublic: true });
  });

  it('applies the allowed origins and answers CORS for the embedding page', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('hi'), {
      chatbotConfig: JSON.stringify(chatbotConfig),
    });
    const elsewhere = await anonymous.get<ErrorBody>(`/api/v1/public-chatbotConfig/${flowId}`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe('Only the shop may use this bot');
    const shop = await anonymous.get(`/api/v1/public-chatbotConfig/${flowId}`, {
      headers: { origin: 'https://shop.example' },
    });
    expect(shop.status).toBe(200);
    expect(shop.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(shop.headers.get('access-control-allow-credentials')).toBeNull();

    const preflight = await fetch(`${server.url}/api/v1/prediction/${flowId}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Content-Type');

    const streamed = await fetch(`${server.url}/api/v1/prediction/${flowId}`, {
      method: 'POST',
      headers: { origin: 'https://shop.example', 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'hi', streaming: true }),
    });
    expect(streamed.headers.get('content-type')).toContain('text/event-stream');
    expect(streamed.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    await streamed.text();

    const accountRoute = await fetch(`${server.url}/api/v1/chatflows`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' },
    });
    expect(accountRoute.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('says what the chat may upload, from the flow’s settings', async () => {
    const plain = await saveFlow(owner, directReplyFlow('hi'));
    const none = await anonymous.get<UploadsConfig>(`/api/v1/chatflows-uploads/${plain}`);
    expect(none.body).toEqual({
      isSpeechToTextEnabled: false,
      isImageUploadAllowed: false,
      isRAGFileUploadAllowed: false,
      imgUploadSizeAndTypes: [],
      fileUploadSizeAndTypes: [],
    });
    const files = await saveFlow(owner, directReplyFlow('hi'), {
      chatbotConfig: JSON.stringify({
        fullFileUpload: { status: true, allowedUploadFileTypes: 'text/plain' },
      }),
      speechToText: JSON.stringify({ openAIWhisper: { status: true } }),
    });
    const allowed = await anonymous.get<UploadsConfig>(`/api/v1/chatflows-uploads/${files}`);
    expect(allowed.body).toMatchObject({
      isSpeechToTextEnabled: true,
      isRAGFileUploadAllowed: false,
      fileUploadSizeAndTypes: [{ fileTypes: ['text/plain'], maxUploadSize: 20 }],
    });
  });

  it('extracts the text of attachments, keeps the files and serves them back', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('hi'));
    const response = await fetch(`${server.url}/api/v1/attachments/${flowId}/chat-1`, {
      method: 'POST',
      body: multipart([
        { name: 'notes.txt', type: 'text/plain', body: 'plain words' },
        { name: 'readme.md', type: 'text/markdown', body: '# Title' },
        { name: 'table.csv', type: 'text/csv', body: 'a,b\n1,2' },
        { name: 'data.json', type: 'application/json', body: '{"a":1}' },
        { name: 'page.html', type: 'text/html', body: '<p>Hello <b>there</b></p><script>x()</script>' },
      ]),
    });
    expect(response.status).toBe(200);
    const attachments = (await response.json()) as Attachment[];
    expect(attachments).toEqual([
      { name: 'notes.txt', mimeType: 'text/plain', size: 11, content: 'plain words' },
      { name: 'readme.md', mimeType: 'text/markdown', size: 7, content: '# Title' },
      { name: 'table.csv', mimeType: 'text/csv', size: 7, content: 'a,b\n1,2' },
      { name: 'data.json', mimeType: 'application/json', size: 7, content: '{\n  "a": 1\n}' },
      { name: 'page.html', mimeType: 'text/html', size: 45, content: 'Hello there' },
    ]);
    const stored = await fetch(
      `${server.url}/api/v1/get-upload-file?chatflowId=${flowId}&chatId=chat-1&fileName=page.html`,
    );
    expect(stored.status).toBe(200);
    expect(await stored.text()).toBe('<p>Hello <b>there</b></p><script>x()</script>');
    expect(stored.headers.get('content-type')).toContain('text/html');
    expect(stored.headers.get('content-disposition')).toBe(
      `attachment; filename="page.html"; filename*=UTF-8''page.html`,
    );
    expect(stored.headers.get('x-content-type-options')).toBe('nosniff');
    const otherChat = await anonymous.get<ErrorBody>(
      `/api/v1/get-upload-file?chatflowId=${flowId}&chatId=chat-2&fileName=page.html`,
    );
    expect(otherChat.status).toBe(404);
    expect(otherChat.body.message).toBe('File "page.html" not found in chat chat-2 of this flow');
  });

  it('refuses unreadable types, oversized files, wrong bodies and missing files, storing nothing', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('hi'), {
      chatbotConfig: JSON.stringify({ fullFileUpload: { status: true, maxUploadSize: 1 } }),
    });
    const post = (body: FormData | string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/v1/attachments/${flowId}/chat-refused`, { method: 'POST', body, headers });
    const image = await post(
      multipart([
        { name: 'ok.txt', type: 'text/plain', body: 'fine' },
        { name: 'photo.png', type: 'image/png', body: new Uint8Array([137, 80, 78, 71]) },
      ]),
    );
    expect(image.status).toBe(415);
    expect(((await image.json()) as ErrorBody).message).toBe(
      'Cannot read the text of "photo.png" (image/png): attachments can be plain text, Markdown, CSV, JSON, HTML, PDF and Word (.docx) files',
    );
    const damaged = await post(
      multipart([{ name: 'scan.pdf', type: 'application/pdf', body: '%PDF-1.7 cut' }]),
    );
    expect(damaged.status).toBe(415);
    expect(((await damaged.json()) as ErrorBody).message).toContain('"scan.pdf" cannot be read as a PDF');
    const big = await post(multipart([{ name: 'big.txt', type: 'text/plain', body: 'x'.repeat(1_600_000) }]));
    expect(big.status).toBe(413);
    expect(((await big.json()) as ErrorBody).message).toBe(
      '"big.txt" is 1.5 MB: attachments to this chat are limited to 1 MB per file',
    );
    const json = await post('{"files":[]}', { 'content-type': 'application/json' });
    expect(json.status).toBe(415);
    expect((await post(new FormData())).status).toBe(400);
    for (const name of ['ok.txt', 'photo.png', 'scan.pdf', 'big.txt']) {
      const fetched = await anonymous.get(
        `/api/v1/get-upload-file?chatflowId=${flowId}&chatId=chat-refused&fileName=${name}`,
      );
      expect(fetched.status, name).toBe(404);
    }
    const missing = await anonymous.get<ErrorBody>(`/api/v1/get-upload-file?chatflowId=${flowId}`);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('chatId is required');
    const unknownFlow = await fetch(`${server.url}/api/v1/attachments/no-such-flow/chat-1`, {
      method: 'POST',
      body: multipart([{ name: 'a.txt', type: 'text/plain', body: 'a' }]),
    });
    expect(unknownFlow.status).toBe(404);
  });

  it('reads the text of PDF and Word attachments', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('hi'));
    const response = await fetch(`${server.url}/api/v1/attachments/${flowId}/chat-docs`, {
      method: 'POST',
      body: multipart([
        { name: 'report.pdf', type: 'application/pdf', body: pdfWithText(['Opening hours 9 to 5']) },
        {
          name: 'letter.docx',
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          body: docxWithParagraphs(['Dear Ada,', 'See you soon.']),
        },
      ]),
    });
    expect(response.status).toBe(200);
    const [pdf, docx] = (await response.json()) as Attachment[];
    expect(pdf?.content).toContain('Opening hours 9 to 5');
    expect(docx?.content).toBe('Dear Ada,\nSee you soon.');
  });

  it('takes only the file types the flow accepts when it lists them', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('hi'), {
      chatbotConfig: JSON.stringify({
        fullFileUpload: { status: true, allowedUploadFileTypes: 'text/plain,.md' },
      }),
    });
    const post = (name: string, type: string) =>
      fetch(`${server.url}/api/v1/attachments/${flowId}/chat-types`, {
        method: 'POST',
        body: multipart([{ name, type, body: 'x' }]),
      });
    expect((await post('a.txt', 'text/plain')).status).toBe(200);
    expect((await post('b.md', 'text/markdown')).status).toBe(200);
    const refused = await post('c.csv', 'text/csv');
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as ErrorBody).message).toBe(
      '"c.csv" (text/csv) is not a file type this chat accepts: text/plain, .md',
    );
  });

  it('answers a file’s contents in base64 when asked, like Flowise', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('hi'));
    const form = multipart([
      { name: 'photo.png', type: 'image/png', body: new Uint8Array([137, 80, 78, 71]) },
    ]);
    form.set('base64', 'true');
    const response = await fetch(`${server.url}/api/v1/attachments/${flowId}/chat-b64`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { name: 'photo.png', mimeType: 'image/png', size: 4, content: 'iVBORw==' },
    ]);
  });

  it('stores the files of a prediction and records them on the user message as stored files', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('Got {{ question }}'));
    const result = await anonymous.post(`/api/v1/prediction/${flowId}`, {
      question: 'see attached',
      chatId: 'upload-chat',
      uploads: [
        {
          data: `data:text/plain;base64,${Buffer.from('file body').toString('base64')}`,
          type: 'file',
          name: 'a note.txt',
          mime: 'text/plain',
        },
        { data: 'https://images.example/cat.png', type: 'url', name: 'cat.png', mime: 'image/png' },
      ],
    });
    expect(result.status).toBe(200);
    const messages = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?chatId=upload-chat`);
    const user = messages.body.find((message) => message.role === 'userMessage');
    expect(JSON.parse(user?.fileUploads ?? 'null')).toEqual([
      { type: 'stored-file', name: 'a note.txt', mime: 'text/plain' },
      { data: 'https://images.example/cat.png', name: 'cat.png', type: 'url', mime: 'image/png' },
    ]);
    const stored = await fetch(
      `${server.url}/api/v1/get-upload-file?chatflowId=${flowId}&chatId=upload-chat&fileName=${encodeURIComponent('a note.txt')}`,
    );
    expect(stored.status).toBe(200);
    expect(await stored.text()).toBe('file body');
    expect(stored.headers.get('content-type')).toContain('text/plain');

    const refused = await anonymous.post<ErrorBody>(`/api/v1/prediction/${flowId}`, {
      question: 'bad',
      chatId: 'upload-chat',
      uploads: [
        { data: 'data:text/plain;base64,eA==', type: 'file', name: '../escape.txt', mime: 'text/plain' },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('Invalid file name');
  });

  it('needs the flow’s API key for attachments and stored files, like predictions', async () => {
    const key = await createApiKey(owner, 'files key');
    const flowId = await saveFlow(owner, directReplyFlow('hi'), { apikeyid: key.id });
    const body = () => multipart([{ name: 'a.txt', type: 'text/plain', body: 'a' }]);
    const url = `${server.url}/api/v1/attachments/${flowId}/chat-key`;
    expect((await fetch(url, { method: 'POST', body: body() })).status).toBe(401);
    const withKey = await fetch(url, {
      method: 'POST',
      body: body(),
      headers: { authorization: `Bearer ${key.apiKeySecret}` },
    });
    expect(withKey.status).toBe(200);
    const file = `/api/v1/get-upload-file?chatflowId=${flowId}&chatId=chat-key&fileName=a.txt`;
    expect((await anonymous.get(file)).status).toBe(401);
    expect((await owner.get(file)).status).toBe(200);
  });
});
