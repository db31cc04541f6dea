import { idSchema, type FlowValidationResponse } from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { flowValidationProblems } from '../../services/flow-validation.ts';
import type { AppContext } from '../app-context.ts';
import { callerOf, workspaceOf } from '../authenticate.ts';
import { requiresAny } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

const idParams = z.object({ id: idSchema });

/** `GET /validation/{flowId}`: what keeps a flow from running, per node, for the canvas (read permission). */
export function validationRoutes(app: FastifyInstance, { services }: AppContext): void {
  const modelAddresses = services.outbound.for('model');
  app.get(
    '/validation/:id',
    { config: requiresAny(['chatflows:view', 'agentflows:view', 'assistants:view'], { apiKey: true }) },
    async (request): Promise<FlowValidationResponse> => {
      const { id } = parse(idParams, request.params);
      const flow = await services.chatflows.get(callerOf(request), workspaceOf(request), id);
      return flowValidationProblems(flow, modelAddresses);
    },
  );
}
