import { sendJson, sendOpenAIError } from './http-io.util.ts';
import { FIXED_CREATED_AT } from './server.state.ts';
import type { RouteContext } from './server.state.ts';

function modelObject(id: string): Record<string, unknown> {
  return { id, object: 'model', created: FIXED_CREATED_AT, owned_by: 'fake-openai' };
}

export function handleListModels(context: RouteContext): void {
  sendJson(context.response, 200, { object: 'list', data: context.state.options.models.map(modelObject) });
}

export function handleRetrieveModel(context: RouteContext, id: string): void {
  if (!context.state.options.models.includes(id)) {
    sendOpenAIError(context.response, 404, {
      message: `The model '${id}' does not exist or you do not have access to it.`,
      code: 'model_not_found',
    });
    return;
  }
  sendJson(context.response, 200, modelObject(id));
}
