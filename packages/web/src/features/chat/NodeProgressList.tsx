import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import StopCircleIcon from '@mui/icons-material/StopCircle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { NodeProgress, NodeRunStatus } from './chat-types.ts';

const STATUS_TEXT: Record<NodeRunStatus, string> = {
  INPROGRESS: 'running',
  FINISHED: 'finished',
  STOPPED: 'waiting',
  ERROR: 'failed',
  TERMINATED: 'stopped',
  TIMEOUT: 'timed out',
};

function StatusIcon({ status }: { readonly status: NodeRunStatus }) {
  switch (status) {
    case 'INPROGRESS':
      return <CircularProgress size={12} />;
    case 'FINISHED':
      return <CheckCircleIcon fontSize="inherit" color="success" />;
    case 'STOPPED':
      return <PauseCircleIcon fontSize="inherit" color="warning" />;
    case 'TERMINATED':
      return <StopCircleIcon fontSize="inherit" color="disabled" />;
    default:
      return <ErrorIcon fontSize="inherit" color="error" />;
  }
}

function duration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** The nodes of an agentflow run as they start and finish: label, state and time taken. */
export const NodeProgressList = memo(function NodeProgressList({
  nodes,
}: {
  readonly nodes: readonly NodeProgress[];
}) {
  if (nodes.length === 0) return null;
  return (
    <Box component="ol" aria-label="Run progress" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }}>
      {nodes.map((node, index) => (
        <Box
          component="li"
          key={`${node.nodeId}-${String(index)}`}
          data-status={node.status}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: 13, py: 0.25 }}
        >
          <StatusIcon status={node.status} />
          <Typography variant="body2" component="span" sx={{ fontSize: 13, flexGrow: 1 }}>
            {node.label}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="span">
            {STATUS_TEXT[node.status]}
            {node.durationMs !== undefined ? ` · ${duration(node.durationMs)}` : ''}
          </Typography>
          {node.error ? (
            <Typography variant="caption" color="error" component="span" sx={{ display: 'block' }}>
              {node.error}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
});
