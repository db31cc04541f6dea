import type { NodeDefinition } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { nodeIconUrl } from '../../api/nodes.api.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useComponentDefinitions } from './useDocumentStores.ts';

export interface LoaderPickerDialogProps {
  readonly onPick: (definition: NodeDefinition) => void;
  readonly onClose: () => void;
}

/** The document loader types to add to a store, searchable by name and description. */
export function LoaderPickerDialog({ onPick, onClose }: LoaderPickerDialogProps) {
  const loaders = useComponentDefinitions('Document Loaders');
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = loaders.definitions.filter(
    (definition) =>
      needle === '' ||
      definition.label.toLowerCase().includes(needle) ||
      definition.description.toLowerCase().includes(needle),
  );
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="loader-picker-title">
      <DialogTitle id="loader-picker-title">Select Document Loader</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          size="small"
          autoFocus
          label="Search loaders"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
          }}
          sx={{ mt: 1 }}
        />
        {loaders.isPending ? (
          <PageLoader label="Loading document loaders" />
        ) : loaders.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            Could not load the document loaders: {loaders.error.message}
          </Alert>
        ) : (
          <List aria-label="Document loaders">
            {shown.map((definition) => (
              <ListItemButton
                key={definition.name}
                onClick={() => {
                  onPick(definition);
                }}
              >
                <ListItemAvatar>
                  <Avatar src={nodeIconUrl(definition.name)} alt="" variant="rounded" />
                </ListItemAvatar>
                <ListItemText primary={definition.label} secondary={definition.description} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
}
