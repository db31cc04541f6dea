import type { NodeName } from '../../node-registry.ts';
import type { NodeExecutor } from '../../runtime/node-executor.ts';
import { fromSync } from '../runtime-shared/sync-executor.ts';

/** Sticky Note: a note on the canvas; the engine skips it, and running it anyway does nothing. */
export const stickyNoteExecutor: NodeExecutor<NodeName> = {
  name: 'stickyNoteAgentflow',
  execute: fromSync(() => ({ output: { content: '' } })),
};
