import type { Repositories } from '../db/repositories/index.ts';
import type { PredictionService } from '../services/prediction.service.ts';
import { PredictionQueueDispatcher } from './prediction-dispatcher.ts';
import type { QueueConfig } from '../config/queue-config.ts';
import { createQueueDashboard, type QueueDashboard } from './queue-dashboard.ts';
import type { LimitsLogger, RateLimitStoreOptions } from './shared-limits.ts';
import { SharedLimits } from './shared-limits.ts';

/** What a queue-mode server adds to the HTTP app: the dispatcher, limits shared through Redis, the dashboard. */
export interface QueueServerParts {
  readonly dispatcher: PredictionQueueDispatcher;
  readonly http: { readonly rateLimitStore: RateLimitStoreOptions; readonly dashboard: QueueDashboard };
  /** The server's logger, once the HTTP app exists: Redis outages of the shared limits are reported there. */
  reportTo(log: LimitsLogger): void;
  close(): Promise<void>;
}

/** Queue mode's pieces of a server: predictions go to workers; rate limits and the flow limits count in Redis. */
export function createQueueServerParts(
  config: QueueConfig,
  services: {
    readonly predictions: PredictionService;
    readonly repos: Pick<Repositories, 'runFlows' | 'workspaces'>;
  },
): QueueServerParts {
  const dispatcher = PredictionQueueDispatcher.create(config);
  const limits = SharedLimits.create(config);
  const { runFlows, workspaces } = services.repos;
  const dashboard = createQueueDashboard(config, {
    workspaceIdsOf: async (organizationId) =>
      new Set((await workspaces.list(organizationId)).map((workspace) => workspace.id)),
    flowName: async (flowId, workspaceId) => {
      const flow = await runFlows.findById(flowId);
      return flow?.workspaceId === workspaceId ? flow.name : undefined;
    },
  });
  services.predictions.dispatchTo(dispatcher);
  services.predictions.limitRatesWith(limits);
  return {
    dispatcher,
    http: { rateLimitStore: limits.rateLimitStore, dashboard: dashboard.dashboard },
    reportTo: (log) => {
      limits.reportTo(log);
    },
    async close() {
      await Promise.allSettled([dispatcher.close(), limits.close(), dashboard.close()]);
    },
  };
}
