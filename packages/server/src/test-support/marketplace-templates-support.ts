import { isRecord } from '@loomflow/core';
import { createServer, type Server } from 'node:http';
import { structuredReply, type ChatReply, type FakeOpenAI } from '@loomflow/testkit/fake-openai';

/** Test support for the built-in templates: planting what a user would pick, and the fakes they talk to. */

export interface Planted {
  readonly credentialId: string;
  readonly baseUrl: string;
  readonly store: { readonly id: string; readonly name: string };
  /** The local HTTP server's address, for templates that call an API. */
  readonly apiUrl: string;
}

/**
 * What a user does after "Use template": the chat models get their OpenAI credential (and here the fake's base
 * path), the document store nodes get a store, the HTTP node an address.
 */
export function plantChoices(flowData: string, planted: Planted): string {
  const flow: unknown = JSON.parse(flowData);
  if (!isRecord(flow) || !Array.isArray(flow.nodes)) throw new Error('not a flow');
  for (const node of flow.nodes) {
    if (!isRecord(node) || !isRecord(node.data) || !isRecord(node.data.inputs)) continue;
    const { data } = node;
    const inputs = data.inputs;
    if (!isRecord(inputs)) continue;
    if (data.name === 'chatOpenAI') {
      data.credential = planted.credentialId;
      inputs.basepath = planted.baseUrl;
    }
    for (const [key, value] of Object.entries(inputs)) {
      if (key.endsWith('ModelConfig') && isRecord(value))
        inputs[key] = { ...value, basepath: planted.baseUrl, FLOWISE_CREDENTIAL_ID: planted.credentialId };
    }
    if (data.name === 'documentStoreVS') inputs.selectedStore = planted.store.id;
    if (data.name === 'retrieverAgentflow')
      inputs.retrieverKnowledgeDocumentStores = [
        { documentStore: `${planted.store.id}:${planted.store.name}` },
      ];
    if (data.name === 'httpAgentflow') inputs.url = `${planted.apiUrl}/todos/1`;
  }
  return JSON.stringify(flow);
}

/** The text of a chat request's last user message. */
function lastUserText(messages: readonly { role: string; content?: unknown }[]): string {
  const last = [...messages].reverse().find((message) => message.role === 'user');
  return typeof last?.content === 'string' ? last.content : '';
}

function mentions(request: { messages: readonly { content?: unknown }[] }, text: string): boolean {
  return request.messages.some(
    (message) => typeof message.content === 'string' && message.content.includes(text),
  );
}

/** The contact a structured output parser's prompt gets back from the scripted model. */
export const SCRIPTED_CONTACT = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  request: 'reset a password',
};

/**
 * A model that follows the formats the templates ask for, as a real one does (the fake echoes otherwise):
 * supervisors (agentflow v1) get their next worker as JSON (the first worker of the team, then FINISH), the
 * ReAct agent a "Final Answer:" line, the conversational agent its JSON action, a structured output parser JSON.
 */
export function scriptFormatFollowingModel(fake: FakeOpenAI): void {
  let supervisorCalls = 0;
  fake.script(
    {
      times: Infinity,
      when: (request) => mentions(request, 'respond with the worker to act next'),
      reply: (request) => {
        const system = request.messages.find((message) => message.role === 'system');
        const text = typeof system?.content === 'string' ? system.content : '';
        const first = /workers: ([^,.\n]+)/.exec(text)?.[1]?.trim() ?? 'FINISH';
        const next = supervisorCalls++ % 2 === 0 ? first : 'FINISH';
        return JSON.stringify({
          reasoning: `${next} goes next`,
          next,
          instructions: lastUserText(request.messages),
        });
      },
    },
    {
      times: Infinity,
      when: (request) => mentions(request, 'Final Answer: the answer to the question'),
      reply: 'Thought: I can answer this directly.\nFinal Answer: Echo: use the Forgot password link.',
    },
    {
      times: Infinity,
      when: (request) => mentions(request, '"action": "Final Answer"'),
      reply:
        '```json\n{"action": "Final Answer", "action_input": "Echo: use the Forgot password link."}\n```',
    },
    {
      // The contact schema asked natively (json_schema or a forced tool call): the contact, in the form asked.
      times: Infinity,
      when: (request) =>
        structuredReply(request) !== undefined && JSON.stringify(request).includes('"email"'),
      reply: (request): ChatReply | string => {
        const generated = structuredReply(request);
        if (generated?.type !== 'tool_calls') return JSON.stringify(SCRIPTED_CONTACT);
        const toolCalls = generated.toolCalls.map((call) => ({
          ...call,
          arguments: JSON.stringify(SCRIPTED_CONTACT),
        }));
        return { type: 'tool_calls', toolCalls };
      },
    },
    {
      times: Infinity,
      when: (request) => mentions(request, 'markdown code snippet of a JSON object'),
      reply: `\`\`\`json\n${JSON.stringify(SCRIPTED_CONTACT)}\n\`\`\``,
    },
  );
}

/** A local JSON API (the HTTP node's and the network tools' far end) that records what it was sent. */
export interface LocalApi {
  readonly url: string;
  readonly received: { method: string; path: string; body: string }[];
  close(): Promise<void>;
}

export async function startLocalApi(): Promise<LocalApi> {
  const received: { method: string; path: string; body: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ method: request.method ?? 'GET', path, body });
      response.setHeader('content-type', 'application/json');
      if (path.startsWith('/todos/1')) {
        response.end(JSON.stringify({ id: 1, title: 'Water the office plants', completed: false }));
      } else if (path.startsWith('/v1/forecast')) {
        response.end(
          JSON.stringify({ current: { time: '2026-01-01T12:00', temperature_2m: 7.5, wind_speed_10m: 12 } }),
        );
      } else {
        response.end(JSON.stringify({ ok: true }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the local API has no port');
  return {
    url: `http://127.0.0.1:${String(address.port)}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
