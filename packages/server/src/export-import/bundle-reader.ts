import { isRecord, EXPORT_BUNDLE_KEYS, type ExportBundleKey } from '@loomflow/core';
import { badRequest } from '../errors/app-error.ts';
import {
  ASSISTANT_TYPE_BY_KEY,
  FLOW_TYPE_BY_KEY,
  type AssistantBundleKey,
  type FlowBundleKey,
  type ImportEntries,
} from './bundle-rows.ts';
import { EntryFields, EntryProblem } from './entry-fields.ts';
import {
  readAssistant,
  readChunk,
  readCustomTemplate,
  readExecution,
  readFeedback,
  readFlow,
  readMessage,
  readStore,
  readTool,
  readVariable,
} from './entry-readers.ts';

/** How an entry is named in an error: its key and place, and its name when it has one. */
function entryLabel(key: string, index: number, entry: Readonly<Record<string, unknown>>): string {
  let name = typeof entry.name === 'string' ? entry.name : undefined;
  if (name === undefined && typeof entry.details === 'string') {
    try {
      const details: unknown = JSON.parse(entry.details);
      if (isRecord(details) && typeof details.name === 'string') name = details.name;
    } catch {
      // the details' own check reports it
    }
  }
  return name === undefined ? `${key}[${index}]` : `${key}[${index}] "${name}"`;
}

const isFlowKey = (key: ExportBundleKey): key is FlowBundleKey => key in FLOW_TYPE_BY_KEY;
const isAssistantKey = (key: ExportBundleKey): key is AssistantBundleKey => key in ASSISTANT_TYPE_BY_KEY;

/**
 * Reads every entry of a bundle (Flowise's file as it is: missing keys are empty, unknown keys ignored) and checks
 * it. Answers the entries, or a 400 naming each broken entry (the first in the message, all in `issues`).
 */
export function readBundle(body: unknown): ImportEntries {
  if (!isRecord(body)) throw badRequest('The import file must hold a JSON object of lists (an export file)');
  const entries: ImportEntries = {
    flows: [],
    assistants: [],
    tools: [],
    variables: [],
    templates: [],
    stores: [],
    chunks: [],
    executions: [],
    messages: [],
    feedback: [],
  };
  const problems: { path: string; message: string }[] = [];

  const readEntry = (key: ExportBundleKey, fields: EntryFields): void => {
    if (isFlowKey(key)) entries.flows.push(readFlow(fields, FLOW_TYPE_BY_KEY[key]));
    else if (isAssistantKey(key)) entries.assistants.push(readAssistant(fields, ASSISTANT_TYPE_BY_KEY[key]));
    else if (key === 'Tool') entries.tools.push(readTool(fields));
    else if (key === 'Variable') entries.variables.push(readVariable(fields));
    else if (key === 'CustomTemplate') entries.templates.push(readCustomTemplate(fields));
    else if (key === 'DocumentStore') entries.stores.push(readStore(fields));
    else if (key === 'DocumentStoreFileChunk') entries.chunks.push(readChunk(fields));
    else if (key === 'Execution') entries.executions.push(readExecution(fields));
    else if (key === 'ChatMessage') entries.messages.push(readMessage(fields));
    else entries.feedback.push(readFeedback(fields));
  };

  for (const key of EXPORT_BUNDLE_KEYS) {
    const list = body[key];
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list)) {
      problems.push({ path: key, message: `${key} must be a list of entries` });
      continue;
    }
    list.forEach((entry: unknown, index) => {
      if (!isRecord(entry)) {
        problems.push({ path: `${key}[${index}]`, message: `${key}[${index}]: must be an object` });
        return;
      }
      try {
        readEntry(key, new EntryFields(entry));
      } catch (error) {
        if (!(error instanceof EntryProblem)) throw error;
        const label = entryLabel(key, index, entry);
        problems.push({ path: `${key}[${index}]`, message: `${label}: ${error.message}` });
      }
    });
  }
  throwProblems(problems);
  return entries;
}

/** A 400 naming the first problem (and how many more), every problem in `issues`; nothing is written. */
export function throwProblems(problems: readonly { path: string; message: string }[]): void {
  const first = problems[0];
  if (!first) return;
  const more =
    problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
  throw badRequest(`${first.message}${more}. Nothing was imported.`, { issues: problems });
}
