/** Tables of migration 0015 (LangGraph checkpoints of agentflow v1 runs); part of `Database` in schema.ts. */

/** A graph's state after one step of a session's thread (serialised by LangGraph's serializer). */
export interface FlowCheckpointTable {
  workspaceId: string;
  flowId: string;
  /** The LangGraph thread: the chat session. */
  threadId: string;
  checkpointNs: string;
  /** LangGraph's time-ordered id (uuid6): sorting by it sorts by time. */
  checkpointId: string;
  parentCheckpointId: string | null;
  /** The serializer's type tag; `bytes` values are base64 text, others UTF-8 text. */
  checkpointType: string;
  checkpoint: string;
  metadataType: string;
  metadata: string;
  createdDate: string;
}

/** One pending write of a task of the step after a checkpoint (interrupts, errors, channel updates). */
export interface FlowCheckpointWriteTable {
  workspaceId: string;
  flowId: string;
  threadId: string;
  checkpointNs: string;
  checkpointId: string;
  taskId: string;
  /** The write's index within its task; negative for special writes (errors, interrupts). */
  idx: number;
  taskPath: string;
  channel: string;
  valueType: string;
  value: string;
}
