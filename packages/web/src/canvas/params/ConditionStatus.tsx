import type { FlowNodeData } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useUpdateNodeInternals } from '@xyflow/react';
import { useEffect, useRef } from 'react';
import { conditionCheck } from '../condition-node.ts';

/**
 * Under an agentflow v1 Condition's editor: the spec §5 message for what the condition lacks, or the outputs
 * it defines. React Flow re-reads the node's handles when those outputs change.
 */
export function ConditionStatus({ nodeId, data }: { readonly nodeId: string; readonly data: FlowNodeData }) {
  const check = conditionCheck(nodeId, data);
  const updateNodeInternals = useUpdateNodeInternals();
  const handles = (data.outputAnchors ?? [])
    .flatMap((anchor) => (anchor.options ?? []).map((option) => option.id))
    .join('\n');
  // Only when the outputs change after the node was drawn (never on the first render, while the canvas opens).
  const drawn = useRef(handles);
  useEffect(() => {
    if (drawn.current === handles) return;
    drawn.current = handles;
    updateNodeInternals(nodeId);
  }, [handles, nodeId, updateNodeInternals]);
  if (!check) return null;
  if (!check.ok) {
    return (
      <Alert severity="warning" data-testid={`condition-problem-${nodeId}`}>
        {check.message}
      </Alert>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label="Condition outputs">
      {check.value.map((label) => (
        <Chip key={label} size="small" label={label} />
      ))}
    </Stack>
  );
}
