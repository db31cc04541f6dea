import type { FeedbackRating, NodeRunStatus } from '@loomflow/core';

export type { NodeRunStatus };

/** A file or image attached to a question, as sent (`uploads`) and as previewed. */
export interface ChatUpload {
  readonly data: string;
  readonly type: 'file' | 'file:full' | 'file:rag';
  readonly name: string;
  readonly mime: string;
}

export interface UserEntry {
  readonly kind: 'user';
  readonly id: string;
  readonly text: string;
  readonly uploads: readonly ChatUpload[];
}

/** One node of an agentflow run as the progress list shows it. */
export interface NodeProgress {
  readonly nodeId: string;
  readonly label: string;
  readonly status: NodeRunStatus;
  readonly startedAt: number;
  readonly durationMs?: number;
  readonly error?: string;
}

export interface UsedToolView {
  readonly tool: string;
  readonly input: unknown;
  readonly output: unknown;
}

export interface SourceDocumentView {
  readonly source: string;
  readonly content: string;
}

/** One agent's turn in an agentflow v1 run (Flowise's `agentReasoning` step). */
export interface AgentReasoningView {
  readonly agentName: string;
  readonly messages: readonly string[];
  /** Where the conversation went after this agent (a supervisor's choice, a condition's output). */
  readonly next?: string;
  /** A supervisor's instructions to the next worker. */
  readonly instructions?: string;
  readonly usedTools: readonly UsedToolView[];
  readonly sourceDocuments: readonly SourceDocumentView[];
  readonly nodeId?: string;
}

/** A human-input pause: the buttons to show and the node the run resumes from. */
export interface HumanInputRequest {
  readonly startNodeId: string;
  readonly proceedLabel: string;
  readonly rejectLabel: string;
}

export type BotStatus = 'streaming' | 'done' | 'error' | 'stopped';

export interface BotEntry {
  readonly kind: 'bot';
  readonly id: string;
  readonly text: string;
  readonly status: BotStatus;
  /** The stored message's id (from `metadata`), needed for feedback. */
  readonly messageId?: string;
  readonly thinking: string;
  readonly nodes: readonly NodeProgress[];
  readonly usedTools: readonly UsedToolView[];
  readonly sourceDocuments: readonly SourceDocumentView[];
  /** Agentflow v1: the agent that speaks now (`nextAgent`) and the turns of the agents so far. */
  readonly nextAgent?: string;
  readonly agentReasoning: readonly AgentReasoningView[];
  readonly images: readonly string[];
  readonly action?: HumanInputRequest;
  readonly followUpPrompts: readonly string[];
  readonly error?: string;
  readonly feedback?: { readonly id: string; readonly rating: FeedbackRating };
  /** The welcome message: not an answer, no feedback. */
  readonly greeting?: boolean;
}

export type ChatEntry = UserEntry | BotEntry;

let counter = 0;
/** A local id for an entry (React key). */
export function entryId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

export function emptyBotEntry(overrides: Partial<BotEntry> = {}): BotEntry {
  return {
    kind: 'bot',
    id: entryId('bot'),
    text: '',
    status: 'streaming',
    thinking: '',
    nodes: [],
    usedTools: [],
    sourceDocuments: [],
    agentReasoning: [],
    images: [],
    followUpPrompts: [],
    ...overrides,
  };
}
