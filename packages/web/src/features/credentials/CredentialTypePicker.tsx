import type { CredentialType } from '@loomflow/core';
import SearchIcon from '@mui/icons-material/Search';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CredentialTypeIcon } from './CredentialTypeIcon.tsx';

export interface CredentialTypePickerProps {
  readonly types: readonly CredentialType[];
  readonly onPick: (type: CredentialType) => void;
  readonly onClose: () => void;
}

/** First step of adding a credential: choose the integration, with a search box. */
export function CredentialTypePicker({ types, onPick, onClose }: CredentialTypePickerProps) {
  const [search, setSearch] = useState('');
  const query = search.trim().toLowerCase();
  const visible = types.filter(
    (type) => type.label.toLowerCase().includes(query) || type.name.toLowerCase().includes(query),
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="credential-type-title">
      <DialogTitle id="credential-type-title">Add Credential</DialogTitle>
      <DialogContent>
        <TextField
          label="Search credential types"
          placeholder="OpenAI, Postgres, bearer…"
          size="small"
          fullWidth
          autoFocus
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
          }}
          sx={{ mt: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {visible.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            No credential type matches &ldquo;{search.trim()}&rdquo;.
          </Typography>
        ) : (
          <List dense sx={{ maxHeight: 420, overflow: 'auto', mt: 1 }}>
            {visible.map((type) => (
              <ListItemButton
                key={type.name}
                onClick={() => {
                  onPick(type);
                }}
                data-testid={`credential-type-${type.name}`}
              >
                <ListItemIcon sx={{ minWidth: 48 }}>
                  <CredentialTypeIcon type={type} />
                </ListItemIcon>
                <ListItemText primary={type.label} secondary={type.description} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
}
