import { errorMessage } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { ExecutionTrace } from './trace/ExecutionTrace.tsx';
import { TraceActions } from './trace/TraceActions.tsx';
import { useExecution } from './useExecutions.ts';

/** The trace of one execution of the workspace (one request: the run with its flow's graph), copy and share. */
export function ExecutionTracePanel({ id }: { readonly id: string }) {
  const execution = useExecution(id);
  if (execution.isPending) return <PageLoader label="Loading the execution" />;
  if (execution.isError)
    return <Alert severity="error">Could not load the execution: {errorMessage(execution.error)}</Alert>;
  return (
    <ExecutionTrace
      execution={execution.data}
      graph={execution.data.graph}
      actions={<TraceActions execution={execution.data} />}
    />
  );
}
