/** Addresses of the evaluation screens and of a run's trace. */
export const evaluationPaths = {
  list: '/evaluations',
  results: (id: string): string => `/evaluation_results/${encodeURIComponent(id)}`,
  trace: (executionId: string): string => `/executions?trace=${encodeURIComponent(executionId)}`,
} as const;
