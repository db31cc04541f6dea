import type { ChatMessage } from '@loomflow/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { controlledStream, sseFrames } from '../../test-support/sse-stream.ts';
import { ChatView } from './ChatView.tsx';
import { useChatSession } from './useChatSession.ts';

const FLOW = 'flow-v1';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Harness() {
  const session = useChatSession({ flowId: FLOW, audience: 'internal' });
  return <ChatView session={session} flowId={FLOW} config={{}} appearance={{}} />;
}

function serve(
  predictions: (request: RecordedRequest) => Response,
  history: readonly ChatMessage[] = [],
): RecordedRequest[] {
  return stubFetch((request) => {
    if (request.path === `/internal-prediction/${FLOW}`) return predictions(request);
    if (request.path === `/chatmessage/${FLOW}`) return jsonResponse(200, history);
    return jsonResponse(404, { message: 'not here' });
  });
}

async function ask(question: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Message' }), question);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return user;
}

const FRONTLINE = {
  agentName: 'Frontline',
  messages: ['The customer asks for a refund.'],
  next: 'Billing',
  usedTools: [],
  sourceDocuments: [],
  state: {},
  nodeName: 'seqAgent',
  nodeId: 'seqAgent_0',
};

const BILLING = {
  agentName: 'Billing',
  messages: ['The refund is 42 euros.'],
  usedTools: [{ tool: 'calculator', toolInput: { input: '40+2' }, toolOutput: '42' }],
  sourceDocuments: [],
  state: {},
  nodeName: 'seqAgent',
  nodeId: 'seqAgent_1',
};

const APPROVAL = {
  id: 'action-1',
  mapping: { approve: 'Yes', reject: 'No', toolCalls: [{ name: 'calculator', args: { input: '40+2' } }] },
  elements: [],
  data: { nodeId: 'seqAgent_1', nodeLabel: 'Billing', threadId: 'chat' },
};

describe('chat with an agentflow v1', () => {
  it('shows which agent speaks while the answer streams, then each agent turn as a folded step', async () => {
    const stream = controlledStream();
    serve(() => stream.response());
    renderRoutes([{ path: '/', element: <Harness /> }], '/');
    const user = await ask('I want a refund');

    stream.send('nextAgent', 'Frontline');
    expect((await screen.findByTestId('next-agent')).textContent).toContain('Frontline is speaking');
    stream.send('agentReasoning', [FRONTLINE]);
    stream.send('nextAgent', 'Billing');
    await waitFor(() => {
      expect(screen.getByTestId('next-agent').textContent).toContain('Billing is speaking');
    });
    stream.send('token', 'Your refund ');
    stream.send('token', 'is on its way.');
    // Flowise sends the whole list each time: the first turn is not shown twice.
    stream.send('agentReasoning', [FRONTLINE, { ...BILLING, usedTools: [] }]);
    stream.send('end', '[DONE]');
    stream.close();

    await screen.findByText('Your refund is on its way.');
    await waitFor(() => {
      expect(screen.queryByTestId('next-agent')).toBeNull();
    });
    const steps = screen.getByRole('list', { name: 'Agent steps' });
    const names = within(steps)
      .getAllByTestId('agent-step-name')
      .map((name) => name.textContent);
    expect(names).toEqual(['Frontline', 'Billing']);
    expect(within(steps).getByLabelText('Next: Billing')).toBeTruthy();

    const frontline = within(steps).getAllByRole('button', { expanded: false })[0];
    if (!frontline) throw new Error('no folded step');
    await user.click(frontline);
    expect(await within(steps).findByText('The customer asks for a refund.')).toBeTruthy();
  });

  it('approves a tool call of an agent: the resume answers the paused agent, the used tool shows', async () => {
    const bodies: unknown[] = [];
    serve((request) => {
      bodies.push(request.body);
      if (bodies.length === 1) {
        return sseFrames([
          ['nextAgent', 'Billing'],
          ['token', 'You are about to execute tool: calculator. Ask if user want to proceed'],
          ['action', APPROVAL],
          ['agentFlowEvent', 'STOPPED'],
          ['end', '[DONE]'],
        ]);
      }
      return sseFrames([
        ['nextAgent', 'Billing'],
        ['token', 'The refund is 42 euros.'],
        ['agentReasoning', [BILLING]],
        ['end', '[DONE]'],
      ]);
    });
    renderRoutes([{ path: '/', element: <Harness /> }], '/');
    const user = await ask('How much is my refund?');
    const pause = await screen.findByTestId('human-input');
    await user.click(within(pause).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('The refund is 42 euros.')).toBeTruthy();
    const first = bodies[0] as { chatId: string };
    expect(bodies[1]).toEqual({
      chatId: first.chatId,
      streaming: true,
      humanInput: { type: 'proceed', startNodeId: 'seqAgent_1' },
    });
    expect(screen.queryByTestId('human-input')).toBeNull();
    const step = screen.getByTestId('agent-step');
    expect(within(step).getByText('1 tool')).toBeTruthy();
    await user.click(within(step).getByRole('button', { expanded: false }));
    expect(await within(step).findByText('calculator')).toBeTruthy();
  });

  it('shows the agent steps of stored answers when the chat opens again', async () => {
    localStorage.setItem(`${FLOW}_INTERNAL`, JSON.stringify({ chatId: 'chat-1' }));
    const stored = (id: string, role: ChatMessage['role'], content: string, steps: unknown): ChatMessage => ({
      id,
      role,
      chatflowid: FLOW,
      executionId: null,
      content,
      sourceDocuments: null,
      usedTools: null,
      agentReasoning: steps === null ? null : JSON.stringify(steps),
      fileUploads: null,
      artifacts: null,
      action: null,
      chatType: 'INTERNAL',
      chatId: 'chat-1',
      sessionId: 'chat-1',
      memoryType: null,
      leadEmail: null,
      followUpPrompts: null,
      usage: null,
      createdDate: '2026-01-01T00:00:00.000Z',
    });
    serve(
      () => sseFrames([['end', '[DONE]']]),
      [
        stored('m1', 'userMessage', 'Refund?', null),
        stored('m2', 'apiMessage', 'Your refund is on its way.', [FRONTLINE, BILLING]),
      ],
    );
    renderRoutes([{ path: '/', element: <Harness /> }], '/');
    expect(await screen.findByText('Your refund is on its way.')).toBeTruthy();
    expect(screen.getAllByTestId('agent-step-name').map((name) => name.textContent)).toEqual([
      'Frontline',
      'Billing',
    ]);
  });
});
