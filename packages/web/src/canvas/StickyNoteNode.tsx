import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import type { EditorNode } from './flow-conversion.ts';
import { textOf } from './params/input-param.ts';
import { NodeToolbarButtons } from './NodeToolbarButtons.tsx';
import { useFlowEditor } from './useFlowEditor.ts';

/** A sticky note: its text is the `note` input. */
function StickyNoteView({ id, data, selected }: NodeProps<EditorNode>) {
  const setNodeData = useFlowEditor((state) => state.setNodeData);
  return (
    <Box
      sx={{
        bgcolor: '#fff9c4',
        color: '#333',
        p: 1,
        borderRadius: 1,
        width: 220,
        boxShadow: selected ? 4 : 1,
      }}
    >
      {selected ? <NodeToolbarButtons nodeId={id} label="note" /> : null}
      <InputBase
        className="nodrag"
        multiline
        minRows={3}
        fullWidth
        placeholder="Type something here"
        value={textOf(data.inputs?.note)}
        onChange={(event) => {
          setNodeData(id, (current) => ({
            ...current,
            inputs: { ...current.inputs, note: event.target.value },
          }));
        }}
        sx={{ fontSize: 13 }}
      />
    </Box>
  );
}

export const StickyNoteNode = memo(StickyNoteView);
