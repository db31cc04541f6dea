import { z } from 'zod';
import type { FakeAssistantObject, FakeAssistantTool } from './assistants.store.ts';
import { listPage } from './assistants.store.ts';
import { sendJson, sendOpenAIError } from './http-io.util.ts';
import { parseRequest } from './openai-request.schemas.ts';
import { FIXED_CREATED_AT } from './server.state.ts';
import type { RouteContext } from './server.state.ts';

const toolSchema = z.looseObject({
  type: z.enum(['code_interpreter', 'file_search', 'function']),
  function: z
    .looseObject({ name: z.string().min(1), description: z.string().optional(), parameters: z.unknown() })
    .optional(),
});

const assistantFields = {
  name: z.string().max(256).nullish(),
  description: z.string().max(512).nullish(),
  instructions: z.string().max(256_000).nullish(),
  tools: z.array(toolSchema).max(128).optional(),
  tool_resources: z.record(z.string(), z.unknown()).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  temperature: z.number().min(0).max(2).nullish(),
  top_p: z.number().min(0).max(1).nullish(),
  response_format: z.unknown().optional(),
};

const createAssistantSchema = z.looseObject({ model: z.string().min(1), ...assistantFields });
const updateAssistantSchema = z.looseObject({ model: z.string().min(1).optional(), ...assistantFields });

/** The 404 OpenAI answers for an unknown object id. */
export function sendNotFound(context: RouteContext, kind: string, id: string): void {
  sendOpenAIError(context.response, 404, { message: `No ${kind} found with id '${id}'.` });
}

function toolsOf(tools: readonly z.infer<typeof toolSchema>[]): FakeAssistantTool[] {
  return tools.map((tool) =>
    tool.function ? { type: tool.type, function: tool.function } : { type: tool.type },
  );
}

/** The assistant's tool resources, with unknown vector stores refused as OpenAI does. */
function checkResources(context: RouteContext, resources: Record<string, unknown>): boolean {
  const parsed = z
    .looseObject({
      file_search: z.looseObject({ vector_store_ids: z.array(z.string()).optional() }).optional(),
      code_interpreter: z.looseObject({ file_ids: z.array(z.string()).optional() }).optional(),
    })
    .safeParse(resources);
  if (!parsed.success) {
    sendOpenAIError(context.response, 400, { message: 'Invalid tool_resources.', param: 'tool_resources' });
    return false;
  }
  const store = context.state.assistants;
  const missingStore = parsed.data.file_search?.vector_store_ids?.find((id) => !store.vectorStores.has(id));
  if (missingStore !== undefined) {
    sendOpenAIError(context.response, 400, {
      message: `Vector store with id '${missingStore}' not found.`,
      param: 'tool_resources',
    });
    return false;
  }
  const missingFile = parsed.data.code_interpreter?.file_ids?.find((id) => !store.files.has(id));
  if (missingFile !== undefined) {
    sendOpenAIError(context.response, 400, {
      message: `File with id '${missingFile}' not found.`,
      param: 'tool_resources',
    });
    return false;
  }
  return true;
}

export function handleCreateAssistant(context: RouteContext): void {
  const parsed = parseRequest(createAssistantSchema, context.body);
  if (!parsed.ok) {
    sendOpenAIError(context.response, 400, parsed.problem);
    return;
  }
  const body = parsed.value;
  const resources = body.tool_resources ?? {};
  if (!checkResources(context, resources)) return;
  const assistant: FakeAssistantObject = {
    id: context.state.nextId('asst_fake_'),
    object: 'assistant',
    created_at: FIXED_CREATED_AT,
    name: body.name ?? null,
    description: body.description ?? null,
    model: body.model,
    instructions: body.instructions ?? null,
    tools: toolsOf(body.tools ?? []),
    tool_resources: resources,
    metadata: body.metadata ?? {},
    temperature: body.temperature ?? 1,
    top_p: body.top_p ?? 1,
    response_format: body.response_format ?? 'auto',
  };
  context.state.assistants.assistants.set(assistant.id, assistant);
  sendJson(context.response, 200, assistant);
}

export function handleListAssistants(context: RouteContext): void {
  sendJson(context.response, 200, listPage([...context.state.assistants.assistants.values()], context.query));
}

export function handleGetAssistant(context: RouteContext, [id = '']: readonly string[]): void {
  const assistant = context.state.assistants.assistants.get(id);
  if (!assistant) sendNotFound(context, 'assistant', id);
  else sendJson(context.response, 200, assistant);
}

export function handleUpdateAssistant(context: RouteContext, [id = '']: readonly string[]): void {
  const assistant = context.state.assistants.assistants.get(id);
  if (!assistant) {
    sendNotFound(context, 'assistant', id);
    return;
  }
  const parsed = parseRequest(updateAssistantSchema, context.body);
  if (!parsed.ok) {
    sendOpenAIError(context.response, 400, parsed.problem);
    return;
  }
  const body = parsed.value;
  if (body.tool_resources && !checkResources(context, body.tool_resources)) return;
  const updated: FakeAssistantObject = {
    ...assistant,
    ...(body.model !== undefined ? { model: body.model } : {}),
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.instructions !== undefined ? { instructions: body.instructions } : {}),
    ...(body.tools !== undefined ? { tools: toolsOf(body.tools) } : {}),
    ...(body.tool_resources ? { tool_resources: body.tool_resources } : {}),
    ...(body.metadata ? { metadata: body.metadata } : {}),
    ...(body.temperature !== undefined ? { temperature: body.temperature } : {}),
    ...(body.top_p !== undefined ? { top_p: body.top_p } : {}),
  };
  context.state.assistants.assistants.set(id, updated);
  sendJson(context.response, 200, updated);
}

export function handleDeleteAssistant(context: RouteContext, [id = '']: readonly string[]): void {
  if (!context.state.assistants.assistants.delete(id)) {
    sendNotFound(context, 'assistant', id);
    return;
  }
  sendJson(context.response, 200, { id, object: 'assistant.deleted', deleted: true });
}
