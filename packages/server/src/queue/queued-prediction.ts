import type { ChatFlowRow } from '../db/schema.ts';
import { parseFlowData } from '../runtime/flow-data-cache.ts';
import { allowedOverrides } from '../runtime/override-config.ts';
import type { PreparedPrediction } from '../services/prediction.service.ts';
import { predictionJob, type PredictionJob } from './prediction-job.ts';

/** The job a server enqueues for a prediction that passed its checks. */
export function jobOfPrepared(prepared: PreparedPrediction): PredictionJob {
  return predictionJob({
    flowId: prepared.flow.id,
    workspaceId: prepared.flow.workspaceId,
    chatId: prepared.chatId,
    sessionId: prepared.sessionId,
    newSession: prepared.newSession,
    internal: prepared.internal,
    origin: prepared.origin,
    body: prepared.body,
  });
}

/**
 * The prediction a worker runs for a job: the flow as stored now, the request's overrides checked again against
 * its API configuration, the chat and session the server chose.
 */
export function preparedOfJob(flow: ChatFlowRow, job: PredictionJob): PreparedPrediction {
  return {
    flow,
    body: job.body,
    question: job.body.question ?? '',
    chatId: job.chatId,
    sessionId: job.sessionId,
    newSession: job.newSession === true,
    streaming: job.body.streaming === true,
    overrides: allowedOverrides(flow.apiConfig, parseFlowData(flow), job.body.overrideConfig),
    internal: job.internal,
    origin: job.origin,
  };
}
