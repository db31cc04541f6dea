import { parseExecutionRecords } from '@loomflow/core';
import type { Execution, TraceGraph } from '@loomflow/core';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCallback, useMemo, useState } from 'react';
import { formatDateTime } from '../../../ui/formatDate.ts';
import { executionDurationMs, formatDuration } from '../execution-format.ts';
import { NodeRunDetails } from './NodeRunDetails.tsx';
import { stateChipColor } from './outcome-colors.ts';
import { buildTrace, latestRunOf } from './trace-model.ts';
import type { Trace } from './trace-model.ts';
import { TraceGraphView } from './TraceGraphView.tsx';
import { TraceTimeline } from './TraceTimeline.tsx';

export interface ExecutionTraceProps {
  readonly execution: Execution;
  /** The flow's graph; undefined when the flow is gone (the timeline still shows every run). */
  readonly graph: TraceGraph | undefined;
  /** Buttons of the header (copy, share). */
  readonly actions?: ReactNode;
}

/** The first failed run, or else the last run: what the details panel opens on. */
function initialSelection(trace: Trace): number | undefined {
  const failed = trace.entries.find((entry) => entry.status === 'ERROR');
  if (failed) return failed.index;
  return trace.entries.length === 0 ? undefined : trace.entries.length - 1;
}

/** An execution's trace, read-only: the graph coloured by outcome, the timeline of runs, one run's details. */
export function ExecutionTrace({ execution, graph, actions }: ExecutionTraceProps) {
  const trace = useMemo(
    () => buildTrace(parseExecutionRecords(execution.executionData)),
    [execution.executionData],
  );
  const [selected, setSelected] = useState<number | undefined>(() => initialSelection(trace));
  const onNodeClick = useCallback(
    (nodeId: string) => {
      const entry = latestRunOf(nodeId, trace);
      if (entry) setSelected(entry.index);
    },
    [trace],
  );
  const entry = selected === undefined ? undefined : trace.entries[selected];
  return (
    <Stack spacing={2} data-testid="execution-trace">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack sx={{ flexGrow: 1 }} spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h2">
              {execution.agentflow?.name ?? 'Execution'}
            </Typography>
            <Chip label={execution.state} color={stateChipColor(execution.state)} size="small" />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Session {execution.sessionId} · started {formatDateTime(execution.createdDate)} ·{' '}
            {formatDuration(executionDurationMs(execution))}
          </Typography>
        </Stack>
        {actions}
      </Stack>
      <Paper variant="outlined" sx={{ height: 320 }} data-testid="trace-graph">
        {graph && graph.nodes.length > 0 ? (
          <TraceGraphView graph={graph} outcomes={trace.outcomes} onNodeClick={onNodeClick} />
        ) : (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            The flow of this run is no longer available; its node runs are listed below.
          </Typography>
        )}
      </Paper>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 1, flex: 7, minWidth: 0, width: '100%' }}>
          {trace.entries.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 1 }}>
              This run has no node records.
            </Typography>
          ) : (
            <TraceTimeline trace={trace} selectedIndex={selected} onSelect={setSelected} />
          )}
        </Paper>
        <Box sx={{ flex: 5, minWidth: 0, width: '100%' }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            {entry ? (
              <NodeRunDetails entry={entry} trace={trace} />
            ) : (
              <Typography color="text.secondary">Select a node run to see its details.</Typography>
            )}
          </Paper>
        </Box>
      </Stack>
    </Stack>
  );
}
