import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { closeUnlessPickerEscape } from '../ui/picker-escape.ts';
import { ParamList } from './params/ParamList.tsx';
import { ReadOnlyNodeContext, useNotRunnableMessage } from './runnable-nodes.ts';
import { useFlowEditor } from './useFlowEditor.ts';

/**
 * The dialog of the node being edited: its label and parameters (for chatflow nodes, the additional ones). A node
 * this server cannot run (kept by an imported flow) opens read-only, with the reason.
 */
export function NodeEditDialog() {
  const nodeId = useFlowEditor((state) => state.editingNodeId);
  const node = useFlowEditor((state) =>
    state.nodes.find((candidate) => candidate.id === state.editingNodeId),
  );
  const close = useFlowEditor((state) => state.setEditingNodeId);
  const setNodeData = useFlowEditor((state) => state.setNodeData);
  const notRunnable = useNotRunnableMessage(node?.data.name ?? '', node?.data.label ?? node?.data.name ?? '');
  if (nodeId === null || !node) return null;
  const which = node.type === 'customNode' ? 'additional' : 'all';
  return (
    <Dialog
      open
      onClose={closeUnlessPickerEscape(() => {
        close(null);
      })}
      fullWidth
      maxWidth="sm"
      aria-labelledby="node-edit-title"
    >
      <DialogTitle id="node-edit-title">{node.data.label ?? node.data.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {node.data.description ? (
            <Typography variant="body2" color="text.secondary">
              {node.data.description}
            </Typography>
          ) : null}
          {notRunnable !== undefined ? <Alert severity="warning">{notRunnable}</Alert> : null}
          {/* A disabled fieldset disables every field inside: the node is shown, not edited. */}
          <Box
            component="fieldset"
            disabled={notRunnable !== undefined}
            sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <TextField
              size="small"
              label="Node label"
              value={node.data.label ?? ''}
              onChange={(event) => {
                setNodeData(nodeId, (data) => ({ ...data, label: event.target.value }));
              }}
            />
            <ReadOnlyNodeContext.Provider value={notRunnable !== undefined}>
              <ParamList nodeId={nodeId} data={node.data} which={which} />
            </ReadOnlyNodeContext.Provider>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            close(null);
          }}
        >
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
