import type { ChatMessage, PredictionResponse, UploadsConfig } from '@loomflow/core';
import { type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { TEST_DATABASE_KINDS, type HttpSession } from '@loomflow/testkit/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveFlow } from '../test-support/agentflow-test-flows.ts';
import {
  marketplaceChatflow,
  startChatflowTestSetup,
  type ChatflowTestSetup,
} from '../test-support/chatflow-test-flows.ts';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe.each(TEST_DATABASE_KINDS)('chatflow uploads on %s', (database) => {
  let setup: ChatflowTestSetup;
  let owner: HttpSession;
  let anonymous: HttpSession;
  let fake: FakeOpenAI;
  let withImages = '';
  let textOnly = '';

  beforeAll(async () => {
    setup = await startChatflowTestSetup(database);
    ({ owner, anonymous, fake } = setup);
    const save = (data: string) => saveFlow(owner, data, { type: 'CHATFLOW' });
    // The marketplace Conversation Chain, its model allowing image uploads or not.
    const chain = (allowImageUploads: boolean) =>
      marketplaceChatflow('Conversation Chain', setup.credentialId, fake.url, { allowImageUploads });
    withImages = await save(chain(true));
    textOnly = await save(chain(false));
  });
  beforeEach(() => {
    fake.reset();
  });
  afterAll(async () => {
    await setup.close();
  });

  const predict = (id: string, body: unknown) =>
    anonymous.post<PredictionResponse & { message?: string }>(`/api/v1/prediction/${id}`, body);
  const lastQuestion = () =>
    fake
      .chatRequests()
      .at(-1)
      ?.messages.filter((message) => message.role === 'user')
      .at(-1)?.content;

  it('reports image uploads allowed when the chain’s chat model allows them', async () => {
    const allowed = await anonymous.get<UploadsConfig>(`/api/v1/chatflows-uploads/${withImages}`);
    expect(allowed.body).toMatchObject({
      isImageUploadAllowed: true,
      imgUploadSizeAndTypes: [
        { fileTypes: ['image/gif', 'image/jpeg', 'image/png', 'image/webp'], maxUploadSize: 5 },
      ],
    });
    const refused = await anonymous.get<UploadsConfig>(`/api/v1/chatflows-uploads/${textOnly}`);
    expect(refused.body).toMatchObject({ isImageUploadAllowed: false, imgUploadSizeAndTypes: [] });
  });

  it('sends an uploaded image to the model with the question, and keeps the file with the message', async () => {
    fake.script('A single white pixel.');
    const response = await predict(withImages, {
      question: 'What is this?',
      chatId: 'img-1',
      uploads: [{ type: 'file', name: 'pixel.png', mime: 'image/png', data: PIXEL }],
    });
    expect(response.status).toBe(200);
    expect(response.body.text).toBe('A single white pixel.');
    expect(lastQuestion()).toEqual([
      { type: 'text', text: 'What is this?' },
      { type: 'image_url', image_url: { url: PIXEL, detail: 'low' } },
    ]);
    const messages = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${withImages}?chatId=img-1`);
    expect(JSON.parse(messages.body[0]?.fileUploads ?? '[]')).toEqual([
      { type: 'stored-file', name: 'pixel.png', mime: 'image/png' },
    ]);
    // A model without image uploads gets the text alone.
    fake.script('I cannot see it.');
    await predict(textOnly, {
      question: 'What is this?',
      uploads: [{ type: 'file', name: 'pixel.png', mime: 'image/png', data: PIXEL }],
    });
    expect(lastQuestion()).toBe('What is this?');
  });

  it('puts files sent whole before the question, as Flowise (extracted text or a text file)', async () => {
    fake.script('Socks and a hat.');
    const response = await predict(withImages, {
      question: 'What should I buy?',
      chatId: 'full-1',
      uploads: [
        { type: 'file:full', name: 'list.txt', mime: 'text/plain', data: 'socks' },
        { type: 'file:full', name: 'more.txt', mime: 'text/plain', data: 'data:text/plain;base64,aGF0' },
      ],
    });
    expect(response.status).toBe(200);
    expect(lastQuestion()).toBe(
      "<doc name='list.txt'>socks</doc>\n\n<doc name='more.txt'>hat</doc>\n\n\n\nWhat should I buy?",
    );
    const messages = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${withImages}?chatId=full-1`);
    expect(messages.body[0]?.content).toBe('What should I buy?');
    expect(JSON.parse(messages.body[0]?.fileUploads ?? '[]')).toEqual([
      { type: 'stored-file:full', name: 'list.txt', mime: 'text/plain' },
      { type: 'stored-file', name: 'more.txt', mime: 'text/plain' },
    ]);
  });

  it('answers 415 for a file sent whole whose text cannot be read, storing nothing', async () => {
    const response = await predict(withImages, {
      question: 'Read this',
      chatId: 'full-2',
      uploads: [{ type: 'file:full', name: 'pixel.png', mime: 'image/png', data: PIXEL }],
    });
    expect(response.status).toBe(415);
    expect(response.body.message).toContain('Cannot read the text of "pixel.png"');
    expect(fake.chatRequests()).toHaveLength(0);
    const messages = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${withImages}?chatId=full-2`);
    expect(messages.body).toEqual([]);
  });
});
