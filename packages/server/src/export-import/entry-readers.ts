import {
  isRecord,
  CHAT_TYPES,
  EXECUTION_STATES,
  FEEDBACK_RATINGS,
  LOADER_STATUSES,
  parseFlowData,
  toolFileSchema,
  variableNameSchema,
  VARIABLE_TYPES,
} from '@loomflow/core';
import type { z } from 'zod';
import { isReservedEnvironmentName } from '../services/variable.service.ts';
import { newId } from '../util/clock.ts';
import type {
  AssistantImport,
  ChunkImport,
  CustomTemplateImport,
  ExecutionImport,
  FeedbackImport,
  FlowImport,
  LoaderImport,
  MessageImport,
  StoreImport,
  ToolImport,
  VariableImport,
} from './bundle-rows.ts';
import { EntryFields, EntryProblem } from './entry-fields.ts';

const MESSAGE_ROLES = ['userMessage', 'apiMessage'] as const;

/** flowData as Flowise saves it (JSON text of nodes and edges); an object is taken as its JSON text. */
function flowDataText(fields: EntryFields): string {
  const text = fields.jsonText('flowData');
  const parsed = parseFlowData(text);
  if (!parsed.ok) {
    const issue = parsed.issues[0];
    throw new EntryProblem(
      issue
        ? issue.path === 'flowData'
          ? issue.message
          : `${issue.path}: ${issue.message}`
        : 'bad flowData',
    );
  }
  return text;
}

export function readFlow(fields: EntryFields, type: string): FlowImport {
  return {
    id: fields.id() ?? newId(),
    name: fields.name(),
    flowData: flowDataText(fields),
    type,
    deployed: fields.flag('deployed'),
    isPublic: fields.flag('isPublic'),
    chatbotConfig: fields.optionalJsonText('chatbotConfig'),
    apiConfig: fields.optionalJsonText('apiConfig'),
    analytic: fields.optionalJsonText('analytic'),
    speechToText: fields.optionalJsonText('speechToText'),
    followUpPrompts: fields.optionalJsonText('followUpPrompts'),
    category: fields.optionalText('category'),
    createdDate: fields.date('createdDate'),
    updatedDate: fields.date('updatedDate'),
  };
}

export function readAssistant(fields: EntryFields, type: string): AssistantImport {
  const details = fields.jsonText('details');
  if (!isRecord(JSON.parse(details))) throw new EntryProblem('details must be a JSON object');
  return {
    id: fields.id() ?? newId(),
    details,
    credential: fields.id('credential') ?? null,
    iconSrc: fields.optionalText('iconSrc', 255),
    type,
    createdDate: fields.date('createdDate'),
    updatedDate: fields.date('updatedDate'),
  };
}

/** Zod's first issue as an entry problem (`field: message`). */
function firstIssue(error: z.ZodError): EntryProblem {
  const issue = error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  return new EntryProblem(`${path ? `${path}: ` : ''}${issue?.message ?? 'invalid'}`);
}

/** A tool as the tools API accepts a tool file (name, schema rows and function checked the same way). */
export function readTool(fields: EntryFields): ToolImport {
  const parsed = toolFileSchema.safeParse(fields.entry);
  if (!parsed.success) throw firstIssue(parsed.error);
  const tool = parsed.data;
  return {
    id: fields.id() ?? newId(),
    name: tool.name,
    description: tool.description,
    color: tool.color ?? '',
    iconSrc: tool.iconSrc ?? null,
    schema: JSON.stringify(tool.schema),
    func: tool.func,
    createdDate: fields.date('createdDate'),
    updatedDate: fields.date('updatedDate'),
  };
}

export function readVariable(fields: EntryFields): VariableImport {
  const named = variableNameSchema.safeParse(fields.entry.name);
  if (!named.success) throw firstIssue(named.error);
  const name = named.data;
  const type = fields.oneOf('type', VARIABLE_TYPES, 'static');
  // The same rule as the variables API: a runtime variable reads the environment, never Loomflow's own settings.
  if (type === 'runtime' && isReservedEnvironmentName(name))
    throw new EntryProblem(`${name} is one of Loomflow's own settings: a runtime variable cannot read it`);
  return {
    id: fields.id() ?? newId(),
    name,
    value: fields.text('value', { fallback: '' }),
    type,
    createdDate: fields.date('createdDate'),
    updatedDate: fields.date('updatedDate'),
  };
}

/** Use cases as text (Flowise keeps the JSON text of a list); a list is taken as its JSON text. */
function usecasesText(fields: EntryFields): string | null {
  const value = fields.entry.usecases;
  if (Array.isArray(value)) return JSON.stringify(value);
  return fields.optionalText('usecases');
}

export function readCustomTemplate(fields: EntryFields): CustomTemplateImport {
  return {
    id: fields.id() ?? newId(),
    name: fields.name(),
    flowData: fields.jsonText('flowData'),
    description: fields.optionalText('description'),
    badge: fields.optionalText('badge', 255),
    framework: fields.optionalText('framework', 255),
    usecases: usecasesText(fields),
    type: fields.optionalText('type', 30),
    createdDate: fields.date('createdDate'),
    updatedDate: fields.date('updatedDate'),
  };
}

/** A component config (`{name, config}`) as JSON text, or null. */
function componentText(fields: EntryFields, field: string): string | null {
  const text = fields.optionalJsonText(field);
  if (text === null) return null;
  const value: unknown = JSON.parse(text);
  if (value === null) return null;
  if (!isRecord(value)) throw new EntryProblem(`${field} must be a JSON object`);
  return text;
}

function readLoader(entry: unknown, index: number, storeId: string, storeDate: string): LoaderImport {
  if (!isRecord(entry)) throw new EntryProblem(`loaders[${index}] must be an object`);
  const fields = new EntryFields(entry);
  try {
    const files = entry.files ?? [];
    if (!Array.isArray(files)) throw new EntryProblem('files must be a list');
    return {
      id: fields.reference('id'),
      storeId,
      loaderId: fields.name('loaderId', 200),
      loaderName: fields.name('loaderName', 300),
      loaderConfig: fields.optionalJsonText('loaderConfig') ?? '{}',
      splitterId: fields.optionalText('splitterId', 200),
      splitterName: fields.optionalText('splitterName', 300),
      splitterConfig: fields.optionalJsonText('splitterConfig'),
      credential: fields.id('credential') ?? null,
      status: fields.oneOf('status', LOADER_STATUSES, 'EMPTY'),
      totalChunks: fields.integer('totalChunks', 0),
      totalChars: fields.integer('totalChars', 0),
      source: fields.text('source', { fallback: '' }),
      files: JSON.stringify(files),
      createdDate: fields.optionalDate('createdDate') ?? storeDate,
      updatedDate: fields.optionalDate('updatedDate') ?? storeDate,
    };
  } catch (error) {
    if (error instanceof EntryProblem) throw new EntryProblem(`loaders[${index}]: ${error.message}`);
    throw error;
  }
}

/** Flowise's DocumentStore: the loaders are JSON text of a list (an actual list is accepted too). */
export function readStore(fields: EntryFields): StoreImport {
  const id = fields.id() ?? newId();
  const createdDate = fields.date('createdDate');
  const loadersValue = fields.entry.loaders === undefined ? [] : fields.json('loaders');
  if (!Array.isArray(loadersValue)) throw new EntryProblem('loaders must be a JSON list');
  return {
    store: {
      id,
      name: fields.name(),
      description: fields.text('description', { fallback: '' }),
      status: fields.text('status', { fallback: 'EMPTY', max: 20 }),
      embeddingConfig: componentText(fields, 'embeddingConfig'),
      vectorStoreConfig: componentText(fields, 'vectorStoreConfig'),
      createdDate,
      updatedDate: fields.date('updatedDate'),
    },
    loaders: loadersValue.map((loader, index) => readLoader(loader, index, id, createdDate)),
  };
}

export function readChunk(fields: EntryFields): ChunkImport {
  return {
    id: fields.id() ?? newId(),
    storeId: fields.reference('storeId'),
    docId: fields.reference('docId'),
    chunkNo: fields.integer('chunkNo', 0),
    pageContent: fields.text('pageContent', { fallback: '' }),
    metadata: fields.optionalJsonText('metadata') ?? '{}',
  };
}

export function readExecution(fields: EntryFields): ExecutionImport {
  return {
    id: fields.id() ?? newId(),
    executionData: fields.jsonText('executionData'),
    state: fields.oneOf('state', EXECUTION_STATES),
    agentflowId: fields.reference('agentflowId'),
    sessionId: fields.text('sessionId', { fallback: '', max: 200 }),
    action: fields.optionalJsonText('action'),
    isPublic: fields.flag('isPublic') ?? 0,
    createdDate: fields.date('createdDate'),
    updatedDate: fields.date('updatedDate'),
    stoppedDate: fields.optionalDate('stoppedDate'),
  };
}

export function readMessage(fields: EntryFields): MessageImport {
  return {
    id: fields.id() ?? newId(),
    role: fields.oneOf('role', MESSAGE_ROLES),
    chatflowid: fields.reference('chatflowid'),
    executionId: fields.id('executionId') ?? null,
    content: fields.text('content', { fallback: '' }),
    sourceDocuments: fields.optionalJsonText('sourceDocuments'),
    usedTools: fields.optionalJsonText('usedTools'),
    agentReasoning: fields.optionalJsonText('agentReasoning'),
    fileUploads: fields.optionalJsonText('fileUploads'),
    artifacts: fields.optionalJsonText('artifacts'),
    action: fields.optionalJsonText('action'),
    chatType: fields.oneOf('chatType', CHAT_TYPES, 'INTERNAL'),
    chatId: fields.name('chatId', 200),
    sessionId: fields.optionalText('sessionId', 200),
    memoryType: fields.optionalText('memoryType', 255),
    leadEmail: fields.optionalText('leadEmail', 254),
    followUpPrompts: fields.optionalJsonText('followUpPrompts'),
    usage: fields.optionalJsonText('usage'),
    createdDate: fields.date('createdDate'),
    error: fields.optionalText('error'),
  };
}

export function readFeedback(fields: EntryFields): FeedbackImport {
  return {
    id: fields.id() ?? newId(),
    chatflowid: fields.reference('chatflowid'),
    chatId: fields.name('chatId', 200),
    messageId: fields.reference('messageId'),
    rating: fields.oneOf('rating', FEEDBACK_RATINGS),
    content: fields.optionalText('content'),
    createdDate: fields.date('createdDate'),
  };
}
