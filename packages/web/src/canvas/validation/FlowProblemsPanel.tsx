import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FlowNodeProblems } from '@loomflow/core';
import { useReactFlow } from '@xyflow/react';
import { useState } from 'react';
import { useFlowEditorStore } from '../useFlowEditorStore.ts';
import { problemCount } from './flow-problems.ts';

export interface FlowProblemsPanelProps {
  readonly problems: readonly FlowNodeProblems[];
  /** When the check answered: hiding the list lasts until the next check. */
  readonly checkedAt: number;
}

/** Selects one node (and only it) and brings it into view. */
function useFocusNode(): (nodeId: string) => void {
  const store = useFlowEditorStore();
  const { fitView } = useReactFlow();
  return (nodeId) => {
    const { nodes, onNodesChange } = store.getState();
    onNodesChange(nodes.map((node) => ({ type: 'select', id: node.id, selected: node.id === nodeId })));
    void fitView({ nodes: [{ id: nodeId }], duration: 300, maxZoom: 1 });
  };
}

/**
 * The problems the server's check found in the saved flow, over the canvas: a click on a node's entry selects
 * that node and brings it into view. Nothing shows when the flow can run.
 */
export function FlowProblemsPanel({ problems, checkedAt }: FlowProblemsPanelProps) {
  const focus = useFocusNode();
  const [hiddenAt, setHiddenAt] = useState<number | null>(null);
  const count = problemCount(problems);
  if (count === 0 || hiddenAt === checkedAt) return null;
  return (
    <Paper
      elevation={6}
      role="region"
      aria-label="Problems of the saved flow"
      sx={{
        position: 'absolute',
        bottom: 12,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 10,
        width: 460,
        maxWidth: 'calc(100% - 120px)',
        maxHeight: '35%',
        overflow: 'auto',
        borderLeft: 4,
        borderColor: 'error.main',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5, pt: 1 }}>
        <ErrorOutlineIcon color="error" fontSize="small" />
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
          {count === 1 ? '1 problem keeps' : `${String(count)} problems keep`} the saved flow from running
        </Typography>
        <IconButton
          size="small"
          aria-label="Hide the problems"
          onClick={() => {
            setHiddenAt(checkedAt);
          }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <List dense aria-label="Flow problems">
        {problems.map((problem) => {
          const text = (
            <ListItemText
              primary={problem.id === '' ? 'Flow' : problem.label}
              secondary={problem.issues.join(' · ')}
            />
          );
          return problem.id === '' ? (
            <ListItem key="flow">{text}</ListItem>
          ) : (
            <ListItem key={problem.id} disablePadding>
              <ListItemButton
                onClick={() => {
                  focus(problem.id);
                }}
              >
                {text}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
