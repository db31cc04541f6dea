import { FEEDBACK_RATINGS, MESSAGE_SOURCES } from '@loomflow/core';
import type { FeedbackRating, MessageSource } from '@loomflow/core';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { HistoryFilterState } from './history-filter.ts';
import { SOURCE_LABELS } from './message-parts.ts';

const RATING_LABELS: Readonly<Record<FeedbackRating, string>> = {
  THUMBS_UP: 'Thumbs up',
  THUMBS_DOWN: 'Thumbs down',
};

function isRating(value: string): value is FeedbackRating {
  return FEEDBACK_RATINGS.some((rating) => rating === value);
}

export interface HistoryFiltersProps {
  readonly value: HistoryFilterState;
  readonly onChange: (next: HistoryFilterState) => void;
  readonly problem: string | undefined;
}

/** Date range (UTC days), sources (none ticked: all) and feedback rating of the message history. */
export function HistoryFilters({ value, onChange, problem }: HistoryFiltersProps) {
  const toggle = (source: MessageSource, on: boolean) => {
    const sources = on ? [...value.sources, source] : value.sources.filter((item) => item !== source);
    onChange({ ...value, sources });
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
      <TextField
        size="small"
        type="date"
        label="From"
        value={value.startDate}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => {
          onChange({ ...value, startDate: event.target.value });
        }}
      />
      <TextField
        size="small"
        type="date"
        label="To"
        value={value.endDate}
        error={problem !== undefined}
        helperText={problem}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => {
          onChange({ ...value, endDate: event.target.value });
        }}
      />
      <Stack direction="row" role="group" aria-label="Source">
        {MESSAGE_SOURCES.map((source) => (
          <FormControlLabel
            key={source}
            label={SOURCE_LABELS[source]}
            control={
              <Checkbox
                size="small"
                checked={value.sources.includes(source)}
                onChange={(event) => {
                  toggle(source, event.target.checked);
                }}
              />
            }
          />
        ))}
      </Stack>
      <TextField
        select
        size="small"
        label="Feedback"
        value={value.rating}
        sx={{ minWidth: 150 }}
        onChange={(event) => {
          const rating = event.target.value;
          onChange({ ...value, rating: isRating(rating) ? rating : '' });
        }}
      >
        <MenuItem value="">Any</MenuItem>
        {FEEDBACK_RATINGS.map((rating) => (
          <MenuItem key={rating} value={rating}>
            {RATING_LABELS[rating]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
