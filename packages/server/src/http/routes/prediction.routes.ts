import { idSchema, type PredictionResponse, type StreamingCapability } from '@loomflow/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PredictionCaller } from '../../services/flow-caller.ts';
import { RunFailedError } from '../../services/flow-run/flow-run.types.ts';
import { flowStreams } from '../../services/flow-run/flow-runtimes.ts';
import { PredictionService } from '../../services/prediction.service.ts';
import { predictionViewFor } from '../../services/prediction-view.ts';
import type { AppContext } from '../app-context.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { acceptMultipartBodies } from '../multipart-body.ts';
import { PredictionEventMapper } from '../prediction-events.ts';
import { PredictionStream } from '../prediction-stream.ts';
import { publicRoute, requiresAny } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

const idParams = z.object({ id: idSchema });
const abortParams = z.object({ chatflowid: idSchema, chatid: z.string().min(1).max(200) });

const DEFAULT_HEARTBEAT_MS = 30_000;

/**
 * The prediction API (compat reference): the public `prediction/{id}` (a flow's API key when it has one), the
 * signed-in UI's `internal-prediction/{id}`, `chatflows-streaming/{id}` and the abort of a chat's run.
 */
export function predictionRoutes(app: FastifyInstance, { services, config }: AppContext): void {
  const heartbeatMs = config.runs?.streamHeartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  app.addHook('onClose', () => {
    services.runRegistry.abortAll();
  });

  const caller = (request: FastifyRequest, internal: boolean): PredictionCaller => ({
    internal,
    access: request.access,
    origin: typeof request.headers.origin === 'string' ? request.headers.origin : undefined,
    clientAddress: request.ip,
  });

  /** A failed follow-up generation is logged; the prediction answers without questions. */
  const followUpFailed =
    (request: FastifyRequest) =>
    (error: unknown): void => {
      request.log.warn({ err: error }, 'Follow-up prompts were not generated');
    };

  async function predict(
    request: FastifyRequest,
    reply: FastifyReply,
    internal: boolean,
  ): Promise<PredictionResponse | undefined> {
    const { id } = parse(idParams, request.params);
    const who = caller(request, internal);
    const prepared = await services.predictions.prepare(id, request.body, who);
    const view = predictionViewFor(prepared.flow, who);
    if (!prepared.streaming) {
      const outcome = await services.predictions.execute(prepared);
      const { result } = outcome;
      if (result.state === 'ERROR' || result.state === 'TIMEOUT')
        throw new AppError(500, view.nodeError(result.error ?? `The run ended ${result.state}`));
      const followUpPrompts = await services.predictions.followUpPrompts(
        prepared,
        outcome,
        followUpFailed(request),
      );
      return PredictionService.response(prepared, outcome, view, followUpPrompts);
    }
    reply.hijack();
    const stream = new PredictionStream(reply.raw, heartbeatMs);
    const mapper = new PredictionEventMapper(stream, view);
    try {
      const outcome = await services.predictions.execute(prepared, (event) => {
        mapper.handle(event);
      });
      // The answer's tokens go out first; the follow-up questions ride on `metadata`, just before `end`.
      mapper.sendAnswer(outcome);
      const followUpPrompts = await services.predictions.followUpPrompts(
        prepared,
        outcome,
        followUpFailed(request),
      );
      mapper.finish(prepared, outcome, followUpPrompts);
    } catch (error) {
      if (!(error instanceof AppError) || error instanceof RunFailedError)
        request.log.error({ err: error }, 'Prediction failed');
      mapper.fail(error instanceof AppError ? error.message : 'The run failed: see the server log');
    } finally {
      stream.end();
    }
    return undefined;
  }

  app.register((scope, _options, done) => {
    acceptMultipartBodies(scope, config.bodyLimitBytes);
    // Predictions are the hot path: their request lines are debug-level (errors are logged as always).
    scope.post('/prediction/:id', { config: { ...publicRoute(), requestLog: 'debug' } }, (request, reply) =>
      predict(request, reply, false),
    );
    scope.post(
      '/internal-prediction/:id',
      {
        config: {
          ...requiresAny(['chatflows:view', 'agentflows:view', 'assistants:view']),
          requestLog: 'debug',
        },
      },
      (request, reply) => predict(request, reply, true),
    );
    done();
  });

  app.get(
    '/chatflows-streaming/:id',
    { config: publicRoute() },
    async (request): Promise<StreamingCapability> => {
      const { id } = parse(idParams, request.params);
      const flow = await services.repos.runFlows.findById(id);
      if (!flow) throw notFound(`Chatflow ${id} not found`);
      return { isStreaming: await flowStreams(flow) };
    },
  );

  app.put(
    '/chatmessage/abort/:chatflowid/:chatid',
    { config: publicRoute() },
    async (request): Promise<{ status: number; message: string }> => {
      const { chatflowid, chatid } = parse(abortParams, request.params);
      const aborted = await services.predictions.abort(chatflowid, chatid, caller(request, false));
      return {
        status: 200,
        message: aborted > 0 ? 'Chat message aborted' : `No run in progress for chat ${chatid}`,
      };
    },
  );
}
