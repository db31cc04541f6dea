import type { PlatformType } from '@loomflow/core';
import type { ChatModelProvider, CredentialReader } from '@loomflow/nodes/runtime';
import type { Db } from '../db/database.ts';
import { ChatFlowRepository } from '../db/repositories/chatflow.repository.ts';
import { DatasetRepository } from '../db/repositories/dataset.repository.ts';
import { EvaluationRepository } from '../db/repositories/evaluation.repository.ts';
import { EvaluatorRepository } from '../db/repositories/evaluator.repository.ts';
import type { CredentialService } from '../services/credential.service.ts';
import { nowIso } from '../util/clock.ts';
import { DatasetService } from './dataset.service.ts';
import { EvaluationRunner, type EvaluationFlowRunner } from './evaluation-runner.ts';
import { EvaluationViews } from './evaluation-views.ts';
import { EvaluationService } from './evaluation.service.ts';
import { EvaluatorRunner } from './evaluator-runner.ts';
import { EvaluatorService } from './evaluator.service.ts';
import { LlmJudge } from './llm-judge.ts';

export interface EvaluationServices {
  readonly datasets: DatasetService;
  readonly evaluators: EvaluatorService;
  readonly evaluations: EvaluationService;
  /** The evaluations this process runs (tests wait on `idle()`). */
  readonly runner: EvaluationRunner;
}

/** What a stop cut short is recorded with at the next start. */
export const INTERRUPTED_EVALUATION_MESSAGE =
  'The server stopped while this evaluation was running; finished rows are kept. Run it again.';

/** Queue mode: what an evaluation whose worker stopped mid-run is recorded with. */
export const WORKER_STOPPED_EVALUATION_MESSAGE =
  'The worker running this evaluation stopped before it finished; finished rows are kept. Run it again.';

/**
 * Datasets, evaluators and evaluations over the database; flows run through the predictions' in-process path,
 * judges through the node runtime's chat models with the workspace's credentials. Evaluations a stop left
 * running are marked failed here, before anything else can read them.
 */
export async function createEvaluationServices(options: {
  readonly db: Db;
  readonly platform: PlatformType;
  readonly flowRunner: EvaluationFlowRunner;
  readonly chatModels: ChatModelProvider;
  readonly credentials: Pick<CredentialService, 'decryptForRun'>;
  readonly log: (message: string, error: unknown) => void;
  /** Queue mode: evaluations run on workers, so a start fails none (the workers' stalled check does). */
  readonly queueMode?: boolean;
}): Promise<EvaluationServices> {
  const { db } = options;
  const evaluationRepository = new EvaluationRepository(db);
  const interrupted = options.queueMode
    ? 0
    : await evaluationRepository.failInterrupted(INTERRUPTED_EVALUATION_MESSAGE, nowIso());
  if (interrupted > 0)
    options.log(`Evaluations: ${String(interrupted)} cut short by a stop were marked failed`, undefined);
  const credentialsFor = (workspaceId: string): CredentialReader => ({
    read: async (credentialId) => {
      try {
        return await options.credentials.decryptForRun(workspaceId, credentialId);
      } catch {
        throw new Error(
          `Credential ${credentialId} of the judge model is missing from this workspace or cannot be read; choose another`,
        );
      }
    },
  });
  const checks = new EvaluatorRunner(new LlmJudge(options.chatModels, credentialsFor));
  const datasets = new DatasetService(db);
  const evaluators = new EvaluatorService(new EvaluatorRepository(db), checks);
  const runner = new EvaluationRunner(evaluationRepository, options.flowRunner, checks, options.log);
  const flows = new ChatFlowRepository(db);
  const views = new EvaluationViews(evaluationRepository, new DatasetRepository(db), flows);
  return {
    datasets,
    evaluators,
    evaluations: new EvaluationService(
      evaluationRepository,
      flows,
      datasets,
      evaluators,
      views,
      runner,
      options.platform,
    ),
    runner,
  };
}
