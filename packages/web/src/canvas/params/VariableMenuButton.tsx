import DataObjectIcon from '@mui/icons-material/DataObject';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useVariableSuggestions } from './useVariableSuggestions.ts';

/** The variable picker of a text parameter: inserts `{{ question }}`, `{{ $vars.x }}`, upstream nodes' outputs (by label)… */
export function VariableMenuButton({
  nodeId,
  onPick,
}: {
  readonly nodeId: string;
  readonly onPick: (value: string) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const suggestions = useVariableSuggestions(nodeId, anchor !== null);
  return (
    <>
      <IconButton
        size="small"
        aria-label="Insert variable"
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        <DataObjectIcon fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
      >
        {suggestions.map((suggestion) => (
          <MenuItem
            key={suggestion.value}
            dense
            onClick={() => {
              setAnchor(null);
              onPick(suggestion.value);
            }}
          >
            <ListItemText primary={suggestion.label} secondary={suggestion.detail} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
