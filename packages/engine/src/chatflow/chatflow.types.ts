import type { FlowData } from '@loomflow/core';
import type {
  ChatflowAnswer,
  ChatflowComponent,
  ChatflowMemoryStore,
  ChatflowRunIdentity,
  ChatTurn,
  NodeEmission,
  RunUpload,
  RuntimeServices,
} from '@loomflow/nodes/runtime';

/** Everything a chatflow run needs. */
export interface ChatflowRunRequest {
  readonly flowData: FlowData;
  readonly identity: ChatflowRunIdentity;
  readonly question: string;
  /** The session's earlier messages (request history, then stored ones), oldest first. */
  readonly chatHistory: readonly ChatTurn[];
  /** Files and links sent with the question, as sent; images reach chat models that allow image uploads. */
  readonly uploads?: readonly RunUpload[];
  /**
   * Flowise's `uploadedFilesContent`: `<doc name='…'>text</doc>` blocks of the files sent whole (`file:full`).
   * `{{file_attachment}}` reads it, and the nodes receive it before the question (`{{question}}` stays the question).
   */
  readonly fileAttachment?: string;
  /** `$vars`, runtime ones already read and request overrides applied. */
  readonly vars: Readonly<Record<string, string>>;
  /** Per-node parameter overrides the flow's API configuration allows: `{ [param]: value | {[nodeId]: value} }`. */
  readonly overrideConfig?: Readonly<Record<string, unknown>>;
  /** Whether the client streams: the ending node emits tokens then. */
  readonly streaming: boolean;
  readonly signal?: AbortSignal;
  readonly services: RuntimeServices;
  readonly memory: ChatflowMemoryStore;
  /** Where components come from (tests inject fakes); the registry of `@loomflow/nodes/runtime` otherwise. */
  readonly components?: (name: string) => ChatflowComponent | undefined;
}

/** What the ending node streams, with its id. */
export interface ChatflowEmission {
  readonly nodeId: string;
  readonly emission: NodeEmission;
}

/** The answer, with the node that gave it. */
export interface ChatflowRunResult extends ChatflowAnswer {
  readonly endingNodeId: string;
  readonly endingNodeLabel: string;
}

/** A run that could not start or a node that failed; the message names the node and why. */
export class ChatflowRunError extends Error {
  constructor(
    message: string,
    /** The node at fault, when one is. */
    readonly nodeId?: string,
  ) {
    super(message);
    this.name = 'ChatflowRunError';
  }
}
