import { errorMessage } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import { lazy, Suspense, useEffect } from 'react';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { TraceActions } from './trace/TraceActions.tsx';
import { useExecution } from './useExecutions.ts';

/**
 * The trace view (React Flow graph, timeline, details) is its own chunk: the executions table loads without it, and
 * when a trace opens its request goes out while the chunk is still loading.
 */
const loadTrace = () => import('./trace/ExecutionTrace.tsx');

/** Starts loading the trace view's code (the executions table calls it once shown, so a click finds it ready). */
export function preloadTrace(): void {
  void loadTrace();
}
const ExecutionTrace = lazy(() => loadTrace().then((module) => ({ default: module.ExecutionTrace })));

/** The trace of one execution of the workspace (one request: the run with its flow's graph), copy and share. */
export function ExecutionTracePanel({ id }: { readonly id: string }) {
  const execution = useExecution(id);
  // The chunk and the execution load together.
  useEffect(preloadTrace, []);
  if (execution.isPending) return <PageLoader label="Loading the execution" />;
  if (execution.isError)
    return <Alert severity="error">Could not load the execution: {errorMessage(execution.error)}</Alert>;
  return (
    <Suspense fallback={<PageLoader label="Loading the execution" />}>
      <ExecutionTrace
        execution={execution.data}
        graph={execution.data.graph}
        actions={<TraceActions execution={execution.data} />}
      />
    </Suspense>
  );
}
