import type { ChatflowType, NodeDefinition } from '@loomflow/core';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { nodeIconUrl } from '../api/nodes.api.ts';
import { NODE_DRAG_TYPE, paletteGroupOpen, paletteGroups } from './palette.ts';

export interface NodePaletteProps {
  readonly definitions: readonly NodeDefinition[];
  readonly flowType: ChatflowType;
}

/** The node types by category, searchable; each is dragged onto the canvas. */
export function NodePalette({ definitions, flowType }: NodePaletteProps) {
  const [search, setSearch] = useState('');
  const groups = paletteGroups(definitions, flowType, search);
  return (
    <Paper
      data-testid="node-palette"
      elevation={6}
      sx={{ width: 320, maxHeight: '75vh', overflow: 'auto', p: 1.5 }}
    >
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Add Nodes
      </Typography>
      <TextField
        size="small"
        fullWidth
        label="Search nodes"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
        }}
        sx={{ mb: 1 }}
      />
      {groups.map(([category, items]) => (
        // Searching opens every group that matches: the key changes when a search starts or ends, so the
        // groups mount again with the expansion that fits (collapsed ones would hide what was searched for).
        <Accordion
          key={`${category}-${search === '' ? 'browse' : 'search'}`}
          disableGutters
          defaultExpanded={search !== '' || paletteGroupOpen(category, flowType, groups.length)}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {category} ({items.length})
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ p: 0 }}>
            <List dense disablePadding>
              {items.map((definition) => (
                <ListItem
                  key={definition.name}
                  draggable
                  data-testid={`palette-${definition.name}`}
                  onDragStart={(event) => {
                    event.dataTransfer.setData(NODE_DRAG_TYPE, definition.name);
                    event.dataTransfer.effectAllowed = 'move';
                  }}
                  sx={{ cursor: 'grab', '&:hover': { bgcolor: 'action.hover' } }}
                >
                  <ListItemAvatar>
                    <Avatar
                      src={nodeIconUrl(definition.name)}
                      variant="rounded"
                      sx={{ bgcolor: definition.color ?? 'grey.100', width: 32, height: 32 }}
                    />
                  </ListItemAvatar>
                  <ListItemText
                    primary={definition.label}
                    secondary={definition.description}
                    slotProps={{ secondary: { noWrap: true } }}
                  />
                </ListItem>
              ))}
            </List>
          </AccordionDetails>
        </Accordion>
      ))}
      {groups.length === 0 ? <Typography color="text.secondary">No nodes match.</Typography> : null}
    </Paper>
  );
}
