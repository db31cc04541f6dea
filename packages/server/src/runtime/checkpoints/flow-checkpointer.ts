import type { BaseCheckpointSaver } from '@langchain/langgraph-checkpoint';
import type {
  CheckpointScope,
  FlowCheckpointRepository,
} from '../../db/repositories/flow-checkpoint.repository.ts';

/**
 * The checkpointer of one flow's agentflow v1 runs, over the database. Loaded on first use: LangGraph's
 * serializer brings `@langchain/core/load`, which a server that runs no v1 flow never needs.
 */
export async function flowCheckpointer(
  repository: FlowCheckpointRepository,
  scope: CheckpointScope,
): Promise<BaseCheckpointSaver> {
  const { DatabaseCheckpointSaver } = await import('./database-checkpoint-saver.ts');
  return new DatabaseCheckpointSaver(repository, scope);
}
