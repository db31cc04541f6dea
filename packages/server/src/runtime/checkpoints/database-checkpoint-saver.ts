import { isRecord } from '@loomflow/core';
import type { RunnableConfig } from '@langchain/core/runnables';
import {
  BaseCheckpointSaver,
  compareWritesSortKeys,
  getCheckpointId,
  WRITES_IDX_MAP,
  writesSortKey,
  type ChannelVersions,
  type Checkpoint,
  type CheckpointListOptions,
  type CheckpointMetadata,
  type CheckpointPendingWrite,
  type CheckpointTuple,
  type PendingWrite,
} from '@langchain/langgraph-checkpoint';
import type {
  CheckpointKey,
  CheckpointScope,
  FlowCheckpointRepository,
  FlowCheckpointRow,
} from '../../db/repositories/flow-checkpoint.repository.ts';
import { nowIso } from '../../util/clock.ts';

/** A serialised value as stored: `bytes` as base64 text, anything else as its UTF-8 text. */
function toStoredText(type: string, bytes: Uint8Array): string {
  return type === 'bytes' ? Buffer.from(bytes).toString('base64') : Buffer.from(bytes).toString('utf8');
}

function fromStoredText(type: string, text: string): Uint8Array | string {
  return type === 'bytes' ? new Uint8Array(Buffer.from(text, 'base64')) : text;
}

function configurableText(config: RunnableConfig, key: string): string | undefined {
  const value: unknown = config.configurable?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function requireThreadId(config: RunnableConfig, what: string): string {
  const threadId = configurableText(config, 'thread_id');
  if (threadId === undefined)
    throw new Error(`Cannot ${what}: the run's configurable has no thread_id (the chat session id)`);
  return threadId;
}

/** What LangGraph stored with `put` (checked, as it comes back from the database). */
function isCheckpoint(value: unknown): value is Checkpoint {
  return (
    isRecord(value) &&
    typeof value.v === 'number' &&
    typeof value.id === 'string' &&
    typeof value.ts === 'string' &&
    isRecord(value.channel_values) &&
    isRecord(value.channel_versions) &&
    isRecord(value.versions_seen)
  );
}

function isCheckpointMetadata(value: unknown): value is CheckpointMetadata {
  return isRecord(value) && typeof value.source === 'string' && typeof value.step === 'number';
}

function metadataMatches(metadata: CheckpointMetadata, filter: Record<string, unknown> | undefined): boolean {
  if (filter === undefined) return true;
  const fields: Record<string, unknown> = metadata;
  return Object.entries(filter).every(([key, value]) => fields[key] === value);
}

/**
 * LangGraph's checkpointer over Loomflow's database (SQLite or PostgreSQL), bound to one flow of one workspace:
 * threads are the flow's chat sessions, so deleting the flow or clearing a session deletes its checkpoints.
 * Values go through LangGraph's serializer (`this.serde`), as every LangGraph saver does.
 */
export class DatabaseCheckpointSaver extends BaseCheckpointSaver {
  constructor(
    private readonly repository: FlowCheckpointRepository,
    private readonly scope: CheckpointScope,
  ) {
    super();
  }

  async getTuple(config: RunnableConfig): Promise<CheckpointTuple | undefined> {
    const threadId = configurableText(config, 'thread_id');
    if (threadId === undefined) return undefined;
    const [row] = await this.repository.list(this.scope, {
      threadId,
      checkpointNs: configurableText(config, 'checkpoint_ns') ?? '',
      checkpointId: getCheckpointId(config) || undefined,
      limit: 1,
    });
    return row === undefined ? undefined : this.tupleOf(row);
  }

  async *list(config: RunnableConfig, options?: CheckpointListOptions): AsyncGenerator<CheckpointTuple> {
    const filter: Record<string, unknown> | undefined = options?.filter;
    const before = options?.before ? getCheckpointId(options.before) || undefined : undefined;
    const rows = await this.repository.list(this.scope, {
      threadId: configurableText(config, 'thread_id'),
      checkpointNs:
        typeof config.configurable?.checkpoint_ns === 'string'
          ? config.configurable.checkpoint_ns
          : undefined,
      checkpointId: getCheckpointId(config) || undefined,
      before,
      // The metadata filter is applied here, after reading: the limit then counts matching checkpoints only.
      limit: filter === undefined ? options?.limit : undefined,
    });
    let remaining = options?.limit ?? Number.POSITIVE_INFINITY;
    for (const row of rows) {
      if (remaining <= 0) return;
      const tuple = await this.tupleOf(row);
      if (tuple.metadata === undefined || !metadataMatches(tuple.metadata, filter)) continue;
      remaining -= 1;
      yield tuple;
    }
  }

  async put(
    config: RunnableConfig,
    checkpoint: Checkpoint,
    metadata: CheckpointMetadata,
    /** Which channels changed: the checkpoint itself holds every value, so nothing is stored per channel. */
    _newVersions: ChannelVersions,
  ): Promise<RunnableConfig> {
    const threadId = requireThreadId(config, 'store a checkpoint');
    const checkpointNs = configurableText(config, 'checkpoint_ns') ?? '';
    const [[checkpointType, checkpointBytes], [metadataType, metadataBytes]] = await Promise.all([
      this.serde.dumpsTyped(checkpoint),
      this.serde.dumpsTyped(metadata),
    ]);
    await this.repository.put({
      workspaceId: this.scope.workspaceId,
      flowId: this.scope.flowId,
      threadId,
      checkpointNs,
      checkpointId: checkpoint.id,
      parentCheckpointId: configurableText(config, 'checkpoint_id') ?? null,
      checkpointType,
      checkpoint: toStoredText(checkpointType, checkpointBytes),
      metadataType,
      metadata: toStoredText(metadataType, metadataBytes),
      createdDate: nowIso(),
    });
    return {
      configurable: { thread_id: threadId, checkpoint_ns: checkpointNs, checkpoint_id: checkpoint.id },
    };
  }

  async putWrites(
    config: RunnableConfig,
    writes: PendingWrite[],
    taskId: string,
    taskPath?: string,
  ): Promise<void> {
    const threadId = requireThreadId(config, 'store writes');
    const checkpointId = configurableText(config, 'checkpoint_id');
    if (checkpointId === undefined)
      throw new Error('Cannot store writes: the run configurable has no checkpoint_id');
    const checkpointNs = configurableText(config, 'checkpoint_ns') ?? '';
    const rows = await Promise.all(
      writes.map(async ([channel, value], index) => {
        const [valueType, bytes] = await this.serde.dumpsTyped(value);
        return {
          workspaceId: this.scope.workspaceId,
          flowId: this.scope.flowId,
          threadId,
          checkpointNs,
          checkpointId,
          taskId,
          idx: WRITES_IDX_MAP[channel] ?? index,
          taskPath: taskPath ?? '',
          channel,
          valueType,
          value: toStoredText(valueType, bytes),
        };
      }),
    );
    await this.repository.putWrites(rows);
  }

  async deleteThread(threadId: string): Promise<void> {
    await this.repository.deleteThreads(this.scope, [threadId]);
  }

  private async tupleOf(row: FlowCheckpointRow): Promise<CheckpointTuple> {
    const key: CheckpointKey = {
      threadId: row.threadId,
      checkpointNs: row.checkpointNs,
      checkpointId: row.checkpointId,
    };
    const checkpoint: unknown = await this.serde.loadsTyped(
      row.checkpointType,
      fromStoredText(row.checkpointType, row.checkpoint),
    );
    const metadata: unknown = await this.serde.loadsTyped(
      row.metadataType,
      fromStoredText(row.metadataType, row.metadata),
    );
    if (!isCheckpoint(checkpoint) || !isCheckpointMetadata(metadata))
      throw new Error(
        `Checkpoint ${row.checkpointId} of session ${row.threadId} is unreadable: clear the session's messages to start it afresh`,
      );
    const pendingWrites = await this.pendingWritesOf(key);
    return {
      config: {
        configurable: {
          thread_id: row.threadId,
          checkpoint_ns: row.checkpointNs,
          checkpoint_id: row.checkpointId,
        },
      },
      checkpoint,
      metadata,
      pendingWrites,
      ...(row.parentCheckpointId === null
        ? {}
        : {
            parentConfig: {
              configurable: {
                thread_id: row.threadId,
                checkpoint_ns: row.checkpointNs,
                checkpoint_id: row.parentCheckpointId,
              },
            },
          }),
    };
  }

  /** The writes of a checkpoint in LangGraph's replay order (task path, task id, index). */
  private async pendingWritesOf(key: CheckpointKey): Promise<CheckpointPendingWrite[]> {
    const rows = await this.repository.writesOf(this.scope, key);
    const ordered = [...rows].sort((a, b) =>
      compareWritesSortKeys(
        writesSortKey(a.taskPath, a.taskId, a.idx),
        writesSortKey(b.taskPath, b.taskId, b.idx),
      ),
    );
    return Promise.all(
      ordered.map(async (row): Promise<CheckpointPendingWrite> => [
        row.taskId,
        row.channel,
        await this.serde.loadsTyped(row.valueType, fromStoredText(row.valueType, row.value)),
      ]),
    );
  }
}
