import AddIcon from '@mui/icons-material/Add';
import GridViewIcon from '@mui/icons-material/GridView';
import SearchIcon from '@mui/icons-material/Search';
import ViewListIcon from '@mui/icons-material/ViewList';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ReactNode } from 'react';
import { FLOW_SORTS, isFlowSort } from './flow-list.ts';
import type { FlowSort } from './flow-list.ts';
import type { ViewMode } from './useViewMode.ts';

export interface FlowListToolbarProps {
  readonly search: string;
  readonly onSearch: (value: string) => void;
  readonly sort: FlowSort;
  readonly onSort: (sort: FlowSort) => void;
  readonly view: ViewMode;
  readonly onView: (view: ViewMode) => void;
  readonly onCreate: (() => void) | null;
  readonly children?: ReactNode;
}

/** Search, sort, grid/list switch, extra toggles and the Add New button of a flow list. */
export function FlowListToolbar(props: FlowListToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
      <TextField
        size="small"
        label="Search flows"
        placeholder="Name or category"
        value={props.search}
        onChange={(event) => {
          props.onSearch(event.target.value);
        }}
        sx={{ flexGrow: 1, maxWidth: { md: 360 } }}
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
      <TextField
        select
        size="small"
        label="Sort by"
        value={props.sort}
        onChange={(event) => {
          if (isFlowSort(event.target.value)) props.onSort(event.target.value);
        }}
        sx={{ minWidth: 200 }}
      >
        {Object.entries(FLOW_SORTS).map(([value, { label }]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {props.children}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.view}
        onChange={(_event, value: unknown) => {
          if (value === 'card' || value === 'list') props.onView(value);
        }}
      >
        <ToggleButton value="card" aria-label="Grid view">
          <GridViewIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="list" aria-label="List view">
          <ViewListIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      <Stack sx={{ flexGrow: 1 }} />
      {props.onCreate ? (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={props.onCreate}
          data-testid="add-new-flow"
          sx={{ flexShrink: 0 }}
        >
          Add New
        </Button>
      ) : null}
    </Stack>
  );
}
