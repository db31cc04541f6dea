import type { Dataset, Evaluation, EvaluationProgress, Evaluator } from '@loomflow/core';
import type { FakeOpenAI } from '@loomflow/testkit/fake-openai';
import type { HttpSession } from '@loomflow/testkit/server';

/** Test support for the evaluation tests: datasets from CSV, evaluators, waiting for a run to end. */

function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvOf(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\n');
}

export async function datasetFromCsv(
  session: HttpSession,
  name: string,
  rows: readonly { input: string; output: string }[],
): Promise<Dataset> {
  const created = await session.post<Dataset>('/api/v1/datasets/set', { name });
  if (created.status !== 201) throw new Error(`dataset: ${created.status} ${JSON.stringify(created.body)}`);
  const csv = csvOf([['question', 'answer'], ...rows.map((row) => [row.input, row.output])]);
  const imported = await session.post<{ imported: number; dataset: Dataset }>(
    `/api/v1/datasets/import/${created.body.id}`,
    { csv, mapping: { input: 'question', output: 'answer' } },
  );
  if (imported.status !== 200) throw new Error(`import: ${imported.status} ${JSON.stringify(imported.body)}`);
  return imported.body.dataset;
}

export async function createEvaluator(
  session: HttpSession,
  body: Record<string, unknown>,
): Promise<Evaluator> {
  const created = await session.post<Evaluator>('/api/v1/evaluators', body);
  if (created.status !== 201) throw new Error(`evaluator: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body;
}

export async function waitForEnd(
  session: HttpSession,
  id: string,
  timeoutMs = 90_000,
): Promise<EvaluationProgress> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const progress = await session.get<EvaluationProgress>(`/api/v1/evaluations/progress/${id}`);
    if (progress.body.status !== 'running' && progress.body.status !== 'pending') return progress.body;
    if (Date.now() > deadline)
      throw new Error(`evaluation ${id} still running: ${JSON.stringify(progress.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function waitForDone(session: HttpSession, id: string, done: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const progress = await session.get<EvaluationProgress>(`/api/v1/evaluations/progress/${id}`);
    if (progress.body.done >= done) return;
    if (Date.now() > deadline) throw new Error(`evaluation ${id} did not reach ${String(done)} runs`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startEvaluation(
  session: HttpSession,
  body: Record<string, unknown>,
): Promise<Evaluation> {
  const created = await session.post<Evaluation>('/api/v1/evaluations', body);
  if (created.status !== 201)
    throw new Error(`evaluation: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body;
}

/** The fake judge: 9 when the graded answer starts "Echo", else 2; as a tool call when tools are offered. */
export function scriptJudge(fake: FakeOpenAI): void {
  fake.script({
    when: (request) => JSON.stringify(request.messages).includes('Grade the answer'),
    times: Infinity,
    reply: (request) => {
      const echoes = JSON.stringify(request.messages).includes('Answer: Echo');
      const grade = { score: echoes ? 9 : 2, reason: echoes ? 'It echoes the question' : 'No echo' };
      const tool = request.tools?.[0];
      const name =
        typeof tool === 'object' &&
        tool !== null &&
        'function' in tool &&
        typeof tool.function === 'object' &&
        tool.function !== null &&
        'name' in tool.function &&
        typeof tool.function.name === 'string'
          ? tool.function.name
          : undefined;
      return name ? { type: 'tool_calls', toolCalls: [{ name, arguments: grade }] } : JSON.stringify(grade);
    },
  });
}
