import type { ChatbotConfig } from '@loomflow/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { controlledStream, sseFrames as frames } from '../../test-support/sse-stream.ts';
import { ChatView } from './ChatView.tsx';
import { useChatSession } from './useChatSession.ts';

const FLOW = 'flow-1';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Harness({ config = {} }: { readonly config?: ChatbotConfig }) {
  const session = useChatSession({ flowId: FLOW, audience: 'internal' });
  return (
    <div style={{ height: 600 }}>
      <ChatView session={session} flowId={FLOW} config={config} appearance={{}} />
    </div>
  );
}

function serve(predictions: (request: RecordedRequest) => Response): RecordedRequest[] {
  return stubFetch((request) => {
    if (request.path === `/internal-prediction/${FLOW}`) return predictions(request);
    if (request.path.startsWith('/chatmessage/abort/'))
      return jsonResponse(200, { status: 200, message: 'ok' });
    if (request.path === `/chatmessage/${FLOW}` && request.method === 'GET') return jsonResponse(200, []);
    if (request.path === `/chatmessage/${FLOW}` && request.method === 'DELETE')
      return jsonResponse(200, { deleted: 1 });
    return jsonResponse(404, { message: 'not here' });
  });
}

async function ask(question: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Message' }), question);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return user;
}

describe('chat view', () => {
  it('shows tokens as they stream and the progress of every node', async () => {
    const stream = controlledStream();
    const log = serve(() => stream.response());
    renderRoutes([{ path: '/', element: <Harness /> }], '/');
    await ask('Hi there');

    await waitFor(() => {
      expect(log.some((request) => request.path === `/internal-prediction/${FLOW}`)).toBe(true);
    });
    const sent = log.find((request) => request.path === `/internal-prediction/${FLOW}`);
    expect(sent?.body).toMatchObject({ question: 'Hi there', streaming: true });
    expect(sent?.headers.get('x-request-from')).toBe('internal');
    expect(sent?.credentials).toBe('include');

    stream.send('agentFlowEvent', 'INPROGRESS');
    stream.send('nextAgentFlow', { nodeId: 'startAgentflow_0', nodeLabel: 'Start', status: 'INPROGRESS' });
    stream.send('nextAgentFlow', { nodeId: 'startAgentflow_0', nodeLabel: 'Start', status: 'FINISHED' });
    stream.send('nextAgentFlow', { nodeId: 'llmAgentflow_0', nodeLabel: 'Writer', status: 'INPROGRESS' });
    stream.send('start', '');
    stream.send('token', 'Hello');
    const progress = await screen.findByRole('list', { name: 'Run progress' });
    await waitFor(() => {
      expect(screen.getByTestId('answer-text').textContent).toBe('Hello');
    });
    expect(within(progress).getByText('Writer').closest('li')?.getAttribute('data-status')).toBe(
      'INPROGRESS',
    );
    // A frame split across chunks, with a heartbeat in between.
    stream.raw('message:\ndata:{"event":"tok');
    stream.raw('en","data":" world"}\n\n:heartbeat\n\n');
    await waitFor(() => {
      expect(screen.getByTestId('answer-text').textContent).toBe('Hello world');
    });
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();

    stream.send('nextAgentFlow', { nodeId: 'llmAgentflow_0', nodeLabel: 'Writer', status: 'FINISHED' });
    stream.send('agentFlowEvent', 'FINISHED');
    stream.send('metadata', { chatId: 'c', chatMessageId: 'm-1', followUpPrompts: '["Tell me more"]' });
    stream.send('end', '[DONE]');
    stream.close();
    expect(await screen.findByRole('button', { name: 'Tell me more' })).toBeTruthy();
    const rows = within(progress).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['FINISHED', 'FINISHED']);
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    // The chat id is kept for the flow's canvas chat.
    const stored = JSON.parse(localStorage.getItem(`${FLOW}_INTERNAL`) ?? '{}') as { chatId?: string };
    expect(stored.chatId).toBe((sent?.body as { chatId: string }).chatId);
  });

  it('answers a human-input pause with Proceed or Reject for the same chat, with the feedback', async () => {
    const bodies: unknown[] = [];
    const log = serve((request) => {
      bodies.push(request.body);
      if (bodies.length === 1) {
        return frames([
          ['token', 'Shall I go on?'],
          [
            'action',
            {
              id: 'a-1',
              mapping: { approve: 'Proceed', reject: 'Reject' },
              elements: [],
              data: { nodeId: 'humanInputAgentflow_0', nodeLabel: 'Check' },
            },
          ],
          ['agentFlowEvent', 'STOPPED'],
          ['end', '[DONE]'],
        ]);
      }
      return frames([
        ['token', 'Done.'],
        ['end', '[DONE]'],
      ]);
    });
    renderRoutes([{ path: '/', element: <Harness /> }], '/');
    const user = await ask('Write it');
    const pause = await screen.findByTestId('human-input');
    await user.type(within(pause).getByLabelText('Feedback (optional)'), 'shorter please');
    await user.click(within(pause).getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Done.')).toBeTruthy();
    const first = bodies[0] as { chatId: string };
    expect(bodies[1]).toEqual({
      chatId: first.chatId,
      streaming: true,
      humanInput: { type: 'proceed', startNodeId: 'humanInputAgentflow_0', feedback: 'shorter please' },
    });
    expect(screen.getByText('Proceed: shorter please')).toBeTruthy();
    expect(screen.queryByTestId('human-input')).toBeNull();
    expect(log.filter((request) => request.path === `/internal-prediction/${FLOW}`)).toHaveLength(2);
  });

  it('sends a reject without feedback', async () => {
    const bodies: unknown[] = [];
    serve((request) => {
      bodies.push(request.body);
      return bodies.length === 1
        ? frames([
            ['action', { id: 'a', mapping: { approve: 'Yes', reject: 'No' }, data: { nodeId: 'hi_1' } }],
            ['end', '[DONE]'],
          ])
        : frames([['end', '[DONE]']]);
    });
    renderRoutes([{ path: '/', element: <Harness /> }], '/');
    const user = await ask('Go');
    await user.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => {
      expect(bodies).toHaveLength(2);
    });
    expect(bodies[1]).toMatchObject({ humanInput: { type: 'reject', startNodeId: 'hi_1' } });
    expect(bodies[1]).not.toHaveProperty('humanInput.feedback');
  });

  it('renders markdown: tables, links in a new tab, code with a working copy button, no raw HTML', async () => {
    const answer = [
      'See [the docs](https://example.com/docs).',
      '',
      '| Name | Value |',
      '|------|-------|',
      '| a    | 1     |',
      '',
      '```js',
      'const x = 1;',
      '```',
      '',
      '<b id="raw">bold</b> done',
    ].join('\n');
    serve(() =>
      frames([
        ['token', answer],
        ['end', '[DONE]'],
      ]),
    );
    renderRoutes([{ path: '/', element: <Harness /> }], '/');
    const user = await ask('Show me');
    const link = await screen.findByRole('link', { name: 'the docs' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('table')).toBeTruthy();
    expect(document.getElementById('raw')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('const x = 1;');
  });

  it('stops a streaming answer through the abort endpoint', async () => {
    const stream = controlledStream();
    const log = serve(() => stream.response());
    renderRoutes([{ path: '/', element: <Harness /> }], '/');
    const user = await ask('Long story');
    stream.send('token', 'Once upon');
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    await waitFor(() => {
      expect(
        log.some((request) => request.method === 'PUT' && request.path.startsWith('/chatmessage/abort/')),
      ).toBe(true);
    });
    const sent = log.find((request) => request.path === `/internal-prediction/${FLOW}`)?.body as {
      chatId: string;
    };
    const abort = log.find((request) => request.method === 'PUT');
    expect(abort?.path).toBe(`/chatmessage/abort/${FLOW}/${sent.chatId}`);
    stream.send('abort', '[DONE]');
    stream.send('end', '[DONE]');
    stream.close();
    expect(await screen.findByText('Stopped')).toBeTruthy();
  });

  it('shows starter prompts before the first question and sends the one picked', async () => {
    const log = serve(() =>
      frames([
        ['token', 'Sure'],
        ['end', '[DONE]'],
      ]),
    );
    renderRoutes(
      [
        {
          path: '/',
          element: <Harness config={{ starterPrompts: { '0': { prompt: 'What can you do?' } } }} />,
        },
      ],
      '/',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'What can you do?' }));
    expect(await screen.findByText('Sure')).toBeTruthy();
    expect(log.find((request) => request.path === `/internal-prediction/${FLOW}`)?.body).toMatchObject({
      question: 'What can you do?',
    });
    expect(screen.queryByRole('group', { name: 'Starter prompts' })).toBeNull();
  });

  it('clears the chat: deletes its messages, forgets the chat id, starts a new one', async () => {
    const log = serve(() =>
      frames([
        ['token', 'First answer'],
        ['end', '[DONE]'],
      ]),
    );
    function ClearHarness() {
      const session = useChatSession({ flowId: FLOW, audience: 'internal' });
      return (
        <>
          <button type="button" onClick={() => void session.clear()}>
            Clear
          </button>
          <ChatView session={session} flowId={FLOW} config={{}} appearance={{}} />
        </>
      );
    }
    renderRoutes([{ path: '/', element: <ClearHarness /> }], '/');
    const user = await ask('One');
    expect(await screen.findByText('First answer')).toBeTruthy();
    const firstChat = (
      log.find((request) => request.path === `/internal-prediction/${FLOW}`)?.body as { chatId: string }
    ).chatId;
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => {
      expect(screen.queryByText('First answer')).toBeNull();
    });
    const deletion = log.find((request) => request.method === 'DELETE');
    expect(deletion?.path).toBe(`/chatmessage/${FLOW}`);
    expect(deletion?.query.get('chatId')).toBe(firstChat);
    expect(localStorage.getItem(`${FLOW}_INTERNAL`)).toBeNull();
    await ask('Two');
    await waitFor(() => {
      expect(log.filter((request) => request.path === `/internal-prediction/${FLOW}`)).toHaveLength(2);
    });
    const second = log.filter((request) => request.path === `/internal-prediction/${FLOW}`)[1]?.body as {
      chatId: string;
    };
    expect(second.chatId).not.toBe(firstChat);
  });
});
