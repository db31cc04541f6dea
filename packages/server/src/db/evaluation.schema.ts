/** Tables of migration 0014 (evaluations); part of `Database` in schema.ts. */
export interface DatasetTable {
  id: string;
  workspaceId: string;
  name: string;
  description: string;
  /** Moves on every row change: evaluations started before it are outdated. */
  rowsUpdatedDate: string;
  createdDate: string;
  updatedDate: string;
}

export interface DatasetRowTable {
  id: string;
  workspaceId: string;
  datasetId: string;
  input: string;
  output: string;
  sequenceNo: number;
  createdDate: string;
  updatedDate: string;
}

export interface EvaluatorTable {
  id: string;
  workspaceId: string;
  name: string;
  description: string;
  type: string;
  /** JSON of the type's settings (core's evaluator config schemas). */
  config: string;
  createdDate: string;
  updatedDate: string;
}

export interface EvaluationTable {
  id: string;
  workspaceId: string;
  evaluationGroupId: string;
  version: number;
  name: string;
  status: string;
  mode: string;
  concurrency: number;
  datasetId: string;
  datasetName: string;
  datasetRowsUpdatedDate: string;
  /** JSON `[{id, name, type, updatedDate}]` of the flows at the start. */
  flows: string;
  /** JSON `[{id, name, type, config}]`: the evaluators as they were at the start. */
  evaluators: string;
  judgeModel: string | null;
  total: number;
  done: number;
  errors: number;
  error: string | null;
  createdDate: string;
  startedDate: string | null;
  finishedDate: string | null;
}

export interface EvaluationRunTable {
  id: string;
  workspaceId: string;
  evaluationId: string;
  flowId: string;
  /** The flow's position among the evaluation's flows (runs list in sequence, then flow order). */
  flowIndex: number;
  datasetRowId: string;
  sequenceNo: number;
  input: string;
  expectedOutput: string;
  actualOutput: string | null;
  status: string;
  error: string | null;
  latencyMs: number | null;
  promptTokens: number | null;
  completionTokens: number | null;
  totalTokens: number | null;
  cost: number | null;
  /** JSON `EvaluatorVerdict[]`. */
  verdicts: string;
  chatId: string | null;
  chatMessageId: string | null;
  executionId: string | null;
  startedDate: string | null;
  finishedDate: string | null;
}
