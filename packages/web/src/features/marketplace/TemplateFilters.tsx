import { TEMPLATE_TYPES } from '@loomflow/core';
import GridViewIcon from '@mui/icons-material/GridView';
import SearchIcon from '@mui/icons-material/Search';
import ViewListIcon from '@mui/icons-material/ViewList';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ViewMode } from '../flows/useViewMode.ts';
import { NO_FILTER, TEMPLATE_TYPE_LABELS } from './template-model.ts';
import type { TemplateFilter, TemplateTypeFilter } from './template-model.ts';

export interface TemplateFiltersProps {
  readonly filter: TemplateFilter;
  readonly onFilter: (filter: TemplateFilter) => void;
  /** The use cases the listed templates carry (the chips). */
  readonly usecases: readonly string[];
  readonly view: ViewMode;
  readonly onView: (view: ViewMode) => void;
}

function isTypeFilter(value: string): value is TemplateTypeFilter {
  return value === 'all' || TEMPLATE_TYPES.some((type) => type === value);
}

/** Search, type, use-case chips and the grid/list switch of the marketplace. */
export function TemplateFilters({ filter, onFilter, usecases, view, onView }: TemplateFiltersProps) {
  const filtered = filter.type !== 'all' || filter.usecases.length > 0 || filter.search.trim() !== '';
  const toggleUsecase = (usecase: string) => {
    const chosen = filter.usecases.includes(usecase)
      ? filter.usecases.filter((item) => item !== usecase)
      : [...filter.usecases, usecase];
    onFilter({ ...filter, usecases: chosen });
  };
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          size="small"
          label="Search templates"
          placeholder="Name or description"
          value={filter.search}
          onChange={(event) => {
            onFilter({ ...filter, search: event.target.value });
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
          label="Type"
          value={filter.type}
          onChange={(event) => {
            if (isTypeFilter(event.target.value)) onFilter({ ...filter, type: event.target.value });
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="all">All types</MenuItem>
          {TEMPLATE_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {TEMPLATE_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        {filtered ? (
          <Button
            onClick={() => {
              onFilter(NO_FILTER);
            }}
          >
            Clear filters
          </Button>
        ) : null}
        <Stack sx={{ flexGrow: 1 }} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, value: unknown) => {
            if (value === 'card' || value === 'list') onView(value);
          }}
        >
          <ToggleButton value="card" aria-label="Grid view">
            <GridViewIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="list" aria-label="List view">
            <ViewListIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {usecases.length > 0 ? (
        <Stack
          direction="row"
          spacing={0.75}
          role="group"
          aria-label="Use cases"
          sx={{ flexWrap: 'wrap', rowGap: 0.75, alignItems: 'center' }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
            Use cases:
          </Typography>
          {usecases.map((usecase) => {
            const chosen = filter.usecases.includes(usecase);
            return (
              <Chip
                key={usecase}
                label={usecase}
                size="small"
                clickable
                color={chosen ? 'primary' : 'default'}
                variant={chosen ? 'filled' : 'outlined'}
                aria-pressed={chosen}
                onClick={() => {
                  toggleUsecase(usecase);
                }}
              />
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
