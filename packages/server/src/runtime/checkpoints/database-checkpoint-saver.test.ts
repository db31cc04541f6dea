import { AIMessage, HumanMessage } from '@langchain/core/messages';
import {
  ERROR,
  MemorySaver,
  emptyCheckpoint,
  uuid6,
  type BaseCheckpointSaver,
  type Checkpoint,
  type CheckpointMetadata,
  type CheckpointTuple,
} from '@langchain/langgraph-checkpoint';
import type { RunnableConfig } from '@langchain/core/runnables';
import {
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../../db/repositories/index.ts';
import { DatabaseCheckpointSaver } from './database-checkpoint-saver.ts';

/**
 * What LangGraph's conformance suite (`database-checkpoint-saver.conformance.test.ts`, from
 * `@langchain/langgraph-checkpoint-validation`) does not check: pending writes in task-path order with special writes
 * replaced, and chat messages read back as message classes — run against LangGraph's own MemorySaver too, so the
 * expectations are LangGraph's — and what is the database saver's own: flows kept apart, bytes, flow deletion.
 */
interface Harness {
  /** A saver of flow A. */
  saver(): BaseCheckpointSaver;
  /** A saver of another flow (same workspace). */
  otherFlow(): BaseCheckpointSaver;
}

function checkpointAt(step: number, messages: unknown[] = []): Checkpoint {
  return {
    ...emptyCheckpoint(),
    id: uuid6(step),
    ts: new Date().toISOString(),
    channel_values: { messages },
    channel_versions: { messages: step + 2 },
  };
}

function metadataOf(source: CheckpointMetadata['source'], step: number): CheckpointMetadata {
  return { source, step, parents: {} };
}

const thread = (threadId: string, checkpointId?: string): RunnableConfig => ({
  configurable: {
    thread_id: threadId,
    checkpoint_ns: '',
    ...(checkpointId === undefined ? {} : { checkpoint_id: checkpointId }),
  },
});

async function collect(iterator: AsyncGenerator<CheckpointTuple>): Promise<CheckpointTuple[]> {
  const tuples: CheckpointTuple[] = [];
  for await (const tuple of iterator) tuples.push(tuple);
  return tuples;
}

/** Three checkpoints of one thread, each the child of the one before. */
async function threeSteps(saver: BaseCheckpointSaver, threadId: string): Promise<Checkpoint[]> {
  const checkpoints = [checkpointAt(-1), checkpointAt(0), checkpointAt(1)];
  let config = thread(threadId);
  for (const [index, checkpoint] of checkpoints.entries())
    config = await saver.put(config, checkpoint, metadataOf(index === 0 ? 'input' : 'loop', index - 1), {});
  return checkpoints;
}

function writesAndValues(open: () => Harness): void {
  it('putWrites: pending writes in task-path order, a regular write kept once, special writes replaced', async () => {
    const saver = open().saver();
    const config = await saver.put(thread('writes'), checkpointAt(-1), metadataOf('input', -1), {});
    await saver.putWrites(config, [['answer', 'from b']], 'task-b', '~__pregel_pull, b');
    await saver.putWrites(
      config,
      [
        ['answer', 'from a'],
        ['other', 2],
      ],
      'task-a',
      '~__pregel_pull, a',
    );
    await saver.putWrites(config, [['answer', 'a again']], 'task-a', '~__pregel_pull, a');
    await saver.putWrites(config, [[ERROR, 'first failure']], 'task-c', '~__pregel_pull, c');
    await saver.putWrites(config, [[ERROR, 'second failure']], 'task-c', '~__pregel_pull, c');
    const tuple = await saver.getTuple(config);
    expect(tuple?.pendingWrites).toEqual([
      ['task-a', 'answer', 'from a'],
      ['task-a', 'other', 2],
      ['task-b', 'answer', 'from b'],
      ['task-c', ERROR, 'second failure'],
    ]);
  });

  it('keeps values as LangGraph wrote them: chat messages with tool calls, nested data', async () => {
    const saver = open().saver();
    const messages = [
      new HumanMessage({ content: 'what is 2 + 3?', id: 'm1' }),
      new AIMessage({
        content: '',
        id: 'm2',
        tool_calls: [{ id: 'call-1', name: 'calculator', args: { input: '2 + 3' }, type: 'tool_call' }],
      }),
    ];
    const config = await saver.put(thread('values'), checkpointAt(-1, messages), metadataOf('input', -1), {});
    await saver.putWrites(config, [['nested', { a: [1, { b: null }], text: 'é \u0000 ✓' }]], 'task-2', '');
    const tuple = await saver.getTuple(thread('values'));
    const [human, ai] = (tuple?.checkpoint.channel_values.messages ?? []) as unknown[];
    expect(human).toBeInstanceOf(HumanMessage);
    expect(ai).toBeInstanceOf(AIMessage);
    expect((ai as AIMessage).tool_calls).toEqual([
      { id: 'call-1', name: 'calculator', args: { input: '2 + 3' }, type: 'tool_call' },
    ]);
    expect(tuple?.pendingWrites).toEqual([['task-2', 'nested', { a: [1, { b: null }], text: 'é \u0000 ✓' }]]);
  });
}

describe('pending writes and values on LangGraph’s MemorySaver', () => {
  const saver = new MemorySaver();
  writesAndValues(() => ({ saver: () => saver, otherFlow: () => new MemorySaver() }));
});

describe.each(TEST_DATABASE_KINDS)('the database checkpointer on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let flowId: string;
  let otherFlowId: string;
  let workspaceId: string;

  beforeAll(async () => {
    server = await startTestServer({ database });
    owner = server.session();
    const user = await registerAndLogin(owner);
    workspaceId = user.activeWorkspaceId;
    const save = async (name: string): Promise<string> =>
      (await owner.post<{ id: string }>('/api/v1/chatflows', { name, type: 'MULTIAGENT' })).body.id;
    flowId = await save('flow A');
    otherFlowId = await save('flow B');
  });
  afterAll(async () => {
    await server.close();
  });

  const saverOf = (id: string) =>
    new DatabaseCheckpointSaver(createRepositories(server.server.db).flowCheckpoints, {
      workspaceId,
      flowId: id,
    });
  const harness = (): Harness => ({ saver: () => saverOf(flowId), otherFlow: () => saverOf(otherFlowId) });

  writesAndValues(harness);

  it('keeps each flow’s threads apart, and a new saver reads what another wrote', async () => {
    const flows = harness();
    const [, , last] = await threeSteps(flows.saver(), 'shared-session');
    expect(await flows.otherFlow().getTuple(thread('shared-session'))).toBeUndefined();
    expect(await collect(flows.otherFlow().list({ configurable: {} }))).toEqual([]);
    expect((await flows.saver().getTuple(thread('shared-session')))?.checkpoint.id).toBe(last?.id);
  });

  it('keeps byte values as bytes (MemorySaver reads its writes back as JSON only)', async () => {
    const saver = saverOf(flowId);
    const config = await saver.put(thread('bytes'), checkpointAt(-1), metadataOf('input', -1), {});
    await saver.putWrites(config, [['bytes', new Uint8Array([0, 1, 254, 255])]], 'task', '');
    const tuple = await saver.getTuple(config);
    expect(tuple?.pendingWrites).toEqual([['task', 'bytes', new Uint8Array([0, 1, 254, 255])]]);
  });

  it('deletes a flow’s checkpoints with the flow', async () => {
    const saver = saverOf(otherFlowId);
    const config = await saver.put(thread('goes'), checkpointAt(-1), metadataOf('input', -1), {});
    await saver.putWrites(config, [['answer', 1]], 'task', '');
    const deleted = await owner.delete(`/api/v1/chatflows/${otherFlowId}`);
    expect(deleted.status).toBe(204);
    const left = await server.server.db
      .selectFrom('flow_checkpoint_write')
      .select('threadId')
      .where('flowId', '=', otherFlowId)
      .execute();
    expect(left).toEqual([]);
    expect(await saver.getTuple(thread('goes'))).toBeUndefined();
  });
});
