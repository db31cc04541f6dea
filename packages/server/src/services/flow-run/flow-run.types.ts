import type { EngineEvent, FlowRunResult } from '@loomflow/engine';
import type { ChatTurn, HumanInputAnswer, RunUpload } from '@loomflow/nodes/runtime';
import type { ChatFlowRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AllowedOverrides } from '../../runtime/override-config.ts';

/** One run of a flow of any kind, as a prediction, an evaluation or another flow asks for it. */
export interface FlowRunInput {
  readonly flow: ChatFlowRow;
  readonly question: string;
  readonly chatId: string;
  readonly sessionId: string;
  /** The server opened the session for this run (the caller named none): nothing is stored for it yet. */
  readonly newSession?: boolean | undefined;
  /** EVALUATION: a run of an evaluation (its messages stay out of the chat views). */
  readonly chatType: 'INTERNAL' | 'EXTERNAL' | 'EVALUATION';
  /** Workspace variables with the allowed request overrides applied. */
  readonly vars: Readonly<Record<string, string>>;
  readonly overrides: AllowedOverrides;
  /** The request's own `history`, before the stored messages. */
  readonly history: readonly ChatTurn[];
  readonly uploads: readonly RunUpload[];
  readonly form?: Readonly<Record<string, unknown>> | undefined;
  readonly humanInput?: HumanInputAnswer | undefined;
  readonly streaming: boolean;
  readonly signal: AbortSignal;
  /** 0 for a prediction; flows called by flows count up. */
  readonly depth: number;
  /** Predictions store the user's and the assistant's message; nested runs do not. */
  readonly storeMessages: boolean;
  readonly leadEmail?: string | undefined;
  /** The browser `Origin` of an EXTERNAL prediction, stored on its messages (embed vs API in the history). */
  readonly requestOrigin?: string | undefined;
  readonly onEvent?: ((event: EngineEvent) => void) | undefined;
}

/** How a run ended, with what the server kept of it. */
export interface FlowRunOutcome {
  readonly result: FlowRunResult;
  /** The run's execution; '' for kinds that keep none (chatflows). */
  readonly executionId: string;
  /** The assistant message's id (a fresh id when messages are not stored). */
  readonly chatMessageId: string;
}

/** The runtime rejected the run (it never started, or broke): the execution is recorded ERROR. */
export class RunFailedError extends AppError {
  constructor(
    message: string,
    readonly executionId: string,
  ) {
    super(500, message);
  }
}
