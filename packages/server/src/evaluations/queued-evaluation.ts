import type { ChatFlowRepository } from '../db/repositories/chatflow.repository.ts';
import type { EvaluationRepository } from '../db/repositories/evaluation.repository.ts';
import type { ChatFlowRow } from '../db/schema.ts';
import { flowGraphOf } from '../services/uploads-config.ts';
import { nowIso } from '../util/clock.ts';
import type { EvaluationJob } from './evaluation-runner.ts';
import { storedEvaluators, storedFlows, storedJudgeModel } from './evaluation-records.ts';
import { flowPricing } from './flow-pricing.ts';

/**
 * Queue mode: a worker rebuilds an evaluation's job from the shared database (the queue carries only its id).
 * Its flows are read as saved now, its evaluators and judge as the evaluation recorded them, and only the runs
 * still pending are done. Undefined when there is nothing to run: the evaluation was cancelled or deleted while
 * it waited, or one of its flows is gone (then it is recorded failed, naming the flow).
 */
export async function queuedEvaluationJob(
  evaluations: EvaluationRepository,
  chatflows: ChatFlowRepository,
  workspaceId: string,
  evaluationId: string,
): Promise<EvaluationJob | undefined> {
  const evaluation = await evaluations.find(workspaceId, evaluationId);
  if (evaluation?.status !== 'running') return undefined;
  const flows: ChatFlowRow[] = [];
  for (const recorded of storedFlows(evaluation)) {
    const flow = await chatflows.find(workspaceId, recorded.id);
    if (!flow) {
      await evaluations.setStatus(
        workspaceId,
        evaluationId,
        {
          status: 'failed',
          error: `The flow "${recorded.name}" was deleted before the evaluation ran`,
          finishedDate: nowIso(),
        },
        true,
      );
      return undefined;
    }
    flows.push(flow);
  }
  return {
    evaluation,
    flows,
    pricing: new Map(flows.map((flow) => [flow.id, flowPricing(flowGraphOf(flow))])),
    evaluators: storedEvaluators(evaluation),
    judgeModel: storedJudgeModel(evaluation),
    runs: await evaluations.runs(workspaceId, [evaluationId], { status: 'pending' }),
  };
}
