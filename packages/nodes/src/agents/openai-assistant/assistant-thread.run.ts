/* eslint-disable @typescript-eslint/no-deprecated -- Flowise's OpenAI / Azure assistants are the Assistants API (deprecated by OpenAI in favour of the Responses API, still served) */
import { parseJsonObject } from '@loomflow/core';
import type { OpenAI } from 'openai';
import type { AssistantStreamEvent, AssistantTool } from 'openai/resources/beta/assistants';
import type { Annotation } from 'openai/resources/beta/threads/messages';
import type { RunSubmitToolOutputsParams } from 'openai/resources/beta/threads/runs/runs';
import type { UsedTool } from '../../runtime/node-executor.ts';
import { AssistantsApiError } from './assistants-api.errors.ts';
import type {
  AssistantToolCall,
  FileAnnotation,
  ThreadRunRequest,
  ThreadRunResult,
} from './assistants-api.types.ts';

/** Tool rounds a run may take before Loomflow stops it (a model calling tools in a loop). */
const MAX_TOOL_ROUNDS = 20;

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status: unknown = Object.getOwnPropertyDescriptor(error, 'status')?.value;
  return typeof status === 'number' ? status : undefined;
}

/** The conversation's thread with the question added (a new thread when there is none or it is gone). */
async function threadWithQuestion(openai: OpenAI, request: ThreadRunRequest): Promise<string> {
  const options = { signal: request.signal };
  if (request.threadId) {
    try {
      await openai.beta.threads.messages.create(
        request.threadId,
        { role: 'user', content: request.message },
        options,
      );
      return request.threadId;
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }
  const messages = [...(request.history ?? []), { role: 'user' as const, content: request.message }];
  const thread = await openai.beta.threads.create({ messages }, options);
  return thread.id;
}

/** The run's tools: the assistant's non-function tools and the given functions (undefined: as stored). */
async function runTools(openai: OpenAI, request: ThreadRunRequest): Promise<AssistantTool[] | undefined> {
  if (!request.functions || request.functions.length === 0) return undefined;
  const assistant = await openai.beta.assistants.retrieve(request.assistantId, { signal: request.signal });
  return [
    ...assistant.tools.filter((tool) => tool.type !== 'function'),
    ...request.functions.map((fn) => ({
      type: 'function' as const,
      function: { name: fn.name, description: fn.description, parameters: { ...fn.parameters } },
    })),
  ];
}

function parsedArguments(text: string): Readonly<Record<string, unknown>> {
  return parseJsonObject(text) ?? {};
}

function annotationOf(annotation: Annotation): FileAnnotation {
  const fileId =
    annotation.type === 'file_citation' ? annotation.file_citation.file_id : annotation.file_path.file_id;
  return {
    type: annotation.type,
    text: annotation.text,
    fileId,
    startIndex: annotation.start_index,
    endIndex: annotation.end_index,
  };
}

/** What one streamed leg of a run gave: text, annotations, and the tool calls it stopped for. */
class RunCollector {
  text = '';
  runId = '';
  readonly annotations: FileAnnotation[] = [];
  pending: { readonly id: string; readonly name: string; readonly arguments: string }[] = [];

  constructor(private readonly onToken: ((token: string) => void) | undefined) {}

  take(event: AssistantStreamEvent): void {
    switch (event.event) {
      case 'thread.run.created':
        this.runId = event.data.id;
        break;
      case 'thread.message.delta':
        for (const part of event.data.delta.content ?? []) {
          const value = part.type === 'text' ? (part.text?.value ?? '') : '';
          if (value === '') continue;
          this.text += value;
          this.onToken?.(value);
        }
        break;
      case 'thread.message.completed':
        for (const part of event.data.content)
          if (part.type === 'text') this.annotations.push(...part.text.annotations.map(annotationOf));
        break;
      case 'thread.run.requires_action':
        this.runId = event.data.id;
        this.pending = (event.data.required_action?.submit_tool_outputs.tool_calls ?? []).map((call) => ({
          id: call.id,
          name: call.function.name,
          arguments: call.function.arguments,
        }));
        break;
      case 'thread.run.failed':
        throw new AssistantsApiError(
          `The assistant's run failed: ${event.data.last_error?.message ?? 'no reason given'}${event.data.last_error ? ` (${event.data.last_error.code})` : ''}`,
          undefined,
        );
      case 'thread.run.incomplete':
      case 'thread.run.expired':
      case 'thread.run.cancelled':
        throw new AssistantsApiError(
          `The assistant's run ended ${event.data.status} before answering`,
          undefined,
        );
      default:
        break;
    }
  }
}

async function toolOutput(
  request: ThreadRunRequest,
  call: AssistantToolCall,
): Promise<{ readonly output: string; readonly error?: string }> {
  if (!request.onToolCall)
    return { output: `No tool named "${call.name}" is available.`, error: 'not available' };
  try {
    return { output: await request.onToolCall(call) };
  } catch (error) {
    if (request.signal?.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    return { output: `Error: ${message}`, error: message };
  }
}

/**
 * Asks the assistant in the conversation's thread and streams its answer: the run is created with `stream: true`;
 * when it requires action, the calls run through `onToolCall` and their outputs are submitted (streaming again)
 * until the run completes. A failed, expired or cancelled run rejects with the provider's reason.
 */
export async function runAssistantThread(
  openai: OpenAI,
  request: ThreadRunRequest,
): Promise<ThreadRunResult> {
  const options = { signal: request.signal };
  const threadId = await threadWithQuestion(openai, request);
  const tools = await runTools(openai, request);
  const collector = new RunCollector(request.onToken);
  const usedTools: UsedTool[] = [];
  let stream = await openai.beta.threads.runs.create(
    threadId,
    { assistant_id: request.assistantId, stream: true, ...(tools ? { tools } : {}) },
    options,
  );
  for (let round = 0; ; round += 1) {
    collector.pending = [];
    for await (const event of stream) collector.take(event);
    if (collector.pending.length === 0) break;
    if (round >= MAX_TOOL_ROUNDS)
      throw new AssistantsApiError(
        `The assistant asked for tools ${String(MAX_TOOL_ROUNDS)} times in one run: stopped`,
        undefined,
      );
    const outputs: RunSubmitToolOutputsParams.ToolOutput[] = [];
    for (const pending of collector.pending) {
      const call: AssistantToolCall = {
        id: pending.id,
        name: pending.name,
        arguments: parsedArguments(pending.arguments),
      };
      const { output, error } = await toolOutput(request, call);
      usedTools.push({
        tool: call.name,
        toolInput: call.arguments,
        toolOutput: output,
        ...(error ? { error } : {}),
      });
      outputs.push({ tool_call_id: call.id, output });
    }
    stream = await openai.beta.threads.runs.submitToolOutputs(
      collector.runId,
      { thread_id: threadId, tool_outputs: outputs, stream: true },
      options,
    );
  }
  return {
    threadId,
    runId: collector.runId,
    text: collector.text,
    usedTools,
    fileAnnotations: await withFileNames(openai, collector.annotations, request.signal),
  };
}

/** The cited files' names, read once per file (a file that cannot be read keeps its id only). */
async function withFileNames(
  openai: OpenAI,
  annotations: readonly FileAnnotation[],
  signal: AbortSignal | undefined,
): Promise<FileAnnotation[]> {
  const names = new Map<string, string | undefined>();
  for (const { fileId } of annotations) {
    if (names.has(fileId)) continue;
    try {
      names.set(fileId, (await openai.files.retrieve(fileId, { signal })).filename);
    } catch {
      names.set(fileId, undefined);
    }
  }
  return annotations.map((annotation) => {
    const fileName = names.get(annotation.fileId);
    return fileName === undefined ? annotation : { ...annotation, fileName };
  });
}
