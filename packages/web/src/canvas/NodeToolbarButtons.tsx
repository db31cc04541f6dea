import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { NodeToolbar } from '@xyflow/react';
import { useFlowEditor } from './useFlowEditor.ts';

/** Edit, duplicate and delete above a selected node. */
export function NodeToolbarButtons({ nodeId, label }: { readonly nodeId: string; readonly label: string }) {
  const duplicate = useFlowEditor((state) => state.duplicate);
  const removeNode = useFlowEditor((state) => state.removeNode);
  const edit = useFlowEditor((state) => state.setEditingNodeId);
  return (
    <NodeToolbar>
      <Stack direction="row" sx={{ bgcolor: 'background.paper', borderRadius: 1, boxShadow: 2 }}>
        <IconButton
          size="small"
          aria-label={`Edit ${label}`}
          onClick={() => {
            edit(nodeId);
          }}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={`Duplicate ${label}`}
          onClick={() => {
            duplicate(nodeId);
          }}
        >
          <ContentCopyIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={`Delete ${label}`}
          onClick={() => {
            removeNode(nodeId);
          }}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Stack>
    </NodeToolbar>
  );
}
