import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { NodeProps } from '@xyflow/react';
import { NodeResizer } from '@xyflow/react';
import { memo } from 'react';
import type { EditorNode } from './flow-conversion.ts';
import { OutputHandles, TargetHandle } from './NodeHandles.tsx';
import { NodeToolbarButtons } from './NodeToolbarButtons.tsx';
import { useFlowEditor } from './useFlowEditor.ts';

/** An iteration node: a resizable container; nodes dropped inside become its children. */
function IterationView({ id, data, selected, width, height }: NodeProps<EditorNode>) {
  const edit = useFlowEditor((state) => state.setEditingNodeId);
  return (
    <Box
      data-testid={`node-${id}`}
      onDoubleClick={() => {
        edit(id);
      }}
      sx={{
        width: width ?? 300,
        height: height ?? 250,
        border: 2,
        borderStyle: 'dashed',
        borderColor: selected ? 'primary.main' : (data.color ?? 'divider'),
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
    >
      <NodeResizer isVisible={selected} minWidth={200} minHeight={150} />
      <NodeToolbarButtons nodeId={id} label={data.label ?? data.name} />
      <TargetHandle id={id} />
      <Typography variant="subtitle2" sx={{ p: 1 }}>
        {data.label ?? data.name}
      </Typography>
      <OutputHandles data={data} showLabels={false} />
    </Box>
  );
}

export const IterationNode = memo(IterationView);
