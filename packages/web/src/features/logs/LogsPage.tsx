import { errorMessage, LOG_LEVELS } from '@loomflow/core';
import type { LogLevelName } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { LogEntriesTable } from './LogEntriesTable.tsx';
import { logsApi, type LogFilters } from './logs.api.ts';
import { useLiveTail } from './useLiveTail.ts';

const PAGE_SIZE = 100;

function isLevel(value: string): value is LogLevelName {
  return LOG_LEVELS.some((level) => level === value);
}

/** `/logs`: the server's own log lines (secrets redacted when written) by time range, level and search; live tail. */
export function LogsPage() {
  const [filters, setFilters] = useState<LogFilters>({ level: 'info', search: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const [live, setLive] = useState(false);
  const logs = useQuery({
    queryKey: ['logs', filters, page],
    queryFn: () => logsApi.read(filters, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
    enabled: !live,
  });
  const tail = useLiveTail(live, filters);
  const change = (next: Partial<LogFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          Logs
        </Typography>
        <Typography color="text.secondary">
          The server&apos;s own log, read from its rolling log files. Passwords, tokens and keys were removed
          when each line was written.
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          select
          label="Lowest level"
          size="small"
          value={filters.level}
          onChange={(event) => {
            if (isLevel(event.target.value)) change({ level: event.target.value });
          }}
          sx={{ minWidth: 140 }}
        >
          {LOG_LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {level}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Search"
          size="small"
          value={filters.search}
          onChange={(event) => {
            change({ search: event.target.value });
          }}
        />
        <TextField
          label="From"
          type="datetime-local"
          size="small"
          value={filters.from}
          disabled={live}
          onChange={(event) => {
            change({ from: event.target.value });
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To"
          type="datetime-local"
          size="small"
          value={filters.to}
          disabled={live}
          onChange={(event) => {
            change({ to: event.target.value });
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={live}
              onChange={(event) => {
                setLive(event.target.checked);
              }}
            />
          }
          label="Live tail"
        />
      </Stack>
      {live ? (
        <Paper variant="outlined">
          <Typography sx={{ p: 2 }} color="text.secondary" role="status">
            {tail.connected
              ? 'Showing new lines as this server writes them.'
              : 'Connecting to the live tail…'}
          </Typography>
          <LogEntriesTable entries={tail.entries} />
        </Paper>
      ) : logs.isPending ? (
        <PageLoader label="Loading logs" />
      ) : logs.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void logs.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load logs: {errorMessage(logs.error)}
        </Alert>
      ) : logs.data.data.length === 0 ? (
        <Typography color="text.secondary">No log lines match these filters.</Typography>
      ) : (
        <Paper variant="outlined">
          <LogEntriesTable entries={logs.data.data} />
          <Stack direction="row" spacing={2} sx={{ p: 2, justifyContent: 'flex-end', alignItems: 'center' }}>
            <Typography variant="body2">Page {page}</Typography>
            <Button
              disabled={page === 1}
              onClick={() => {
                setPage((current) => Math.max(1, current - 1));
              }}
            >
              Newer
            </Button>
            <Button
              disabled={!logs.data.hasMore}
              onClick={() => {
                setPage((current) => current + 1);
              }}
            >
              Older
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
