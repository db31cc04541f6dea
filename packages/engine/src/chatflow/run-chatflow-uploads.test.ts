import { readFileSync } from 'node:fs';
import { parseFlowData, type FlowData } from '@loomflow/core';
import type { ChatflowComponent, ChatflowInitContext, RunUpload } from '@loomflow/nodes/runtime';
import { describe, expect, it } from 'vitest';
import { UNUSED_SERVICES } from '../test-support/fake-executors.ts';
import { runChatflow } from './run-chatflow.ts';

function llmChainFlow(): FlowData {
  const text = readFileSync(new URL('./fixtures/llm-chain.json', import.meta.url), 'utf8');
  const parsed = parseFlowData(text);
  if (!parsed.ok) throw new Error('fixture llm-chain does not parse');
  const flow = structuredClone(parsed.flowData);
  const prompt = flow.nodes.find((node) => node.id === 'promptTemplate_0');
  if (!prompt?.data.inputs) throw new Error('no prompt node');
  prompt.data.inputs.promptValues = '{"product":"{{question}}","files":"{{file_attachment}}"}';
  return flow;
}

const seen = new Map<string, ChatflowInitContext>();
function recording(name: string, extra: Partial<ChatflowComponent> = {}): ChatflowComponent {
  return {
    name,
    init(context) {
      seen.set(name, context);
      return Promise.resolve({ inputs: context.inputs });
    },
    ...extra,
  };
}
const components = new Map<string, ChatflowComponent>([
  ['chatOpenAI', recording('chatOpenAI')],
  ['promptTemplate', recording('promptTemplate')],
  ['llmChain', recording('llmChain', { run: (context) => Promise.resolve({ text: context.question }) })],
]);

const UPLOADS: readonly RunUpload[] = [
  { type: 'file', name: 'cat.png', mime: 'image/png', data: 'data:image/png;base64,AAAA' },
];

describe('runChatflow with uploads', () => {
  it('gives every node the uploads, and the files sent whole before the question', async () => {
    const fileAttachment = "<doc name='notes.txt'>buy socks</doc>\n\n";
    const result = await runChatflow({
      flowData: llmChainFlow(),
      identity: { chatflowId: 'flow-1', chatId: 'chat-1', sessionId: 'session-1', workspaceId: 'ws-1' },
      question: 'what should I buy?',
      chatHistory: [],
      vars: {},
      uploads: UPLOADS,
      fileAttachment,
      streaming: false,
      services: UNUSED_SERVICES,
      memory: { pastMessages: () => Promise.resolve([]) },
      components: (name) => components.get(name),
    });
    expect(result.text).toBe(`${fileAttachment}\n\nwhat should I buy?`);
    expect(seen.get('chatOpenAI')?.uploads).toEqual(UPLOADS);
    // {{question}} stays the question; {{file_attachment}} is the files' text.
    expect(seen.get('promptTemplate')?.inputs.promptValues).toBe(
      `{"product":"what should I buy?","files":"${fileAttachment}"}`,
    );
  });
});
