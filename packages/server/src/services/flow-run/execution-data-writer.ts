import type { ExecutedNode } from '@loomflow/engine';
import type { ExecutionRepository } from '../../db/repositories/execution.repository.ts';
import type { ExecutionRow } from '../../db/schema.ts';
import { nowIso } from '../../util/clock.ts';

/**
 * Keeps an INPROGRESS execution's `executionData` current while it runs, at most one write per interval. The row as
 * the run starts (a new execution, or a paused one taken up again) is written one interval after the start, or with
 * the run's end when it ends sooner: a short run then costs one write transaction in all, and a run of any length
 * shows up INPROGRESS within the interval.
 */
export class ExecutionDataWriter {
  private chain: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  /** Node records to write, or the stored text of the records the run started from. */
  private pending: readonly ExecutedNode[] | string | undefined;
  private lastWrite = Date.now();
  private stored: boolean;

  constructor(
    private readonly executions: Pick<ExecutionRepository, 'create' | 'update'>,
    private readonly execution: ExecutionRow,
    /** The row is already in storage (a resumed run: stored STOPPED, written INPROGRESS again with its records). */
    stored: boolean,
    private readonly intervalMs = 250,
  ) {
    this.stored = stored;
    this.pending = execution.executionData;
    this.arm();
  }

  /** Records the node records so far; written now or at the end of the interval. */
  schedule(records: readonly ExecutedNode[]): void {
    this.pending = records;
    this.arm();
  }

  private arm(): void {
    if (this.timer) return;
    const wait = Math.max(0, this.lastWrite + this.intervalMs - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.write();
    }, wait);
  }

  /** Stops scheduled writes and waits for the one under way; answers whether the row is in storage. */
  async close(): Promise<boolean> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = undefined;
    await this.chain;
    return this.stored;
  }

  private write(): void {
    const records = this.pending;
    if (!records) return;
    this.pending = undefined;
    this.lastWrite = Date.now();
    this.chain = this.chain
      .then(async () => {
        const executionData = typeof records === 'string' ? records : JSON.stringify(records);
        const updatedDate = nowIso();
        if (this.stored) {
          const { state, action, stoppedDate } = this.execution;
          await this.executions.update(this.execution.workspaceId, this.execution.id, {
            state,
            action,
            stoppedDate,
            executionData,
            updatedDate,
          });
        } else {
          await this.executions.create({ ...this.execution, executionData, updatedDate });
          this.stored = true;
        }
      })
      .catch(() => undefined);
  }
}
