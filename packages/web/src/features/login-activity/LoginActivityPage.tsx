import { errorMessage } from '@loomflow/core';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAuthStore } from '../../stores/auth.store.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import type { LoginActivityFilters } from './login-activity.api.ts';
import { LoginActivityTable } from './LoginActivityTable.tsx';
import { PurgeLoginActivityDialog } from './PurgeLoginActivityDialog.tsx';
import { useLoginActivity } from './useLoginActivity.ts';

const INITIAL: LoginActivityFilters = {
  search: '',
  outcome: '',
  activity: '',
  fromDay: '',
  toDay: '',
  page: 1,
  limit: 25,
};

const outcomeOf = (value: string): LoginActivityFilters['outcome'] =>
  value === 'success' || value === 'failure' ? value : '';
const activityOf = (value: string): LoginActivityFilters['activity'] =>
  value === 'login' || value === 'logout' || value === 'password_reset' ? value : '';

/** `/login-activity` (loginActivity:view, feat:login-activity): sign-ins, sign-outs, failures and resets. */
export function LoginActivityPage() {
  const [filters, setFilters] = useState<LoginActivityFilters>(INITIAL);
  const [purging, setPurging] = useState(false);
  const isAdmin = useAuthStore((state) => state.isGlobal);
  const activity = useLoginActivity(filters);
  const change = (patch: Partial<LoginActivityFilters>) => {
    setFilters((current) => ({ ...current, page: 1, ...patch }));
  };

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            Login Activity
          </Typography>
          <Typography color="text.secondary">
            Every sign-in, sign-out, failed attempt and password reset in the organization, newest first.
          </Typography>
        </Stack>
        {isAdmin ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteSweepOutlinedIcon />}
            onClick={() => {
              setPurging(true);
            }}
          >
            Purge Old Entries
          </Button>
        ) : null}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label="Search email"
          size="small"
          value={filters.search}
          onChange={(event) => {
            change({ search: event.target.value });
          }}
        />
        <TextField
          select
          label="Outcome"
          size="small"
          value={filters.outcome}
          onChange={(event) => {
            change({ outcome: outcomeOf(event.target.value) });
          }}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">All</MenuItem>
          <MenuItem value="success">Success</MenuItem>
          <MenuItem value="failure">Failed</MenuItem>
        </TextField>
        <TextField
          select
          label="Activity"
          size="small"
          value={filters.activity}
          onChange={(event) => {
            change({ activity: activityOf(event.target.value) });
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All</MenuItem>
          <MenuItem value="login">Login</MenuItem>
          <MenuItem value="logout">Logout</MenuItem>
          <MenuItem value="password_reset">Password reset</MenuItem>
        </TextField>
        <TextField
          type="date"
          label="From"
          size="small"
          value={filters.fromDay}
          onChange={(event) => {
            change({ fromDay: event.target.value });
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label="To"
          size="small"
          value={filters.toDay}
          onChange={(event) => {
            change({ toDay: event.target.value });
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {activity.isPending ? (
        <PageLoader label="Loading login activity" />
      ) : activity.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void activity.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load login activity: {errorMessage(activity.error)}
        </Alert>
      ) : activity.data.total === 0 ? (
        <Typography color="text.secondary">No login activity matches these filters.</Typography>
      ) : (
        <Stack>
          <LoginActivityTable entries={activity.data.data} />
          <TablePagination
            component="div"
            count={activity.data.total}
            page={filters.page - 1}
            rowsPerPage={filters.limit}
            rowsPerPageOptions={[25, 50, 100]}
            onPageChange={(_event, page) => {
              setFilters((current) => ({ ...current, page: page + 1 }));
            }}
            onRowsPerPageChange={(event) => {
              change({ limit: Number(event.target.value) });
            }}
          />
        </Stack>
      )}
      {purging ? (
        <PurgeLoginActivityDialog
          onClose={() => {
            setPurging(false);
          }}
        />
      ) : null}
    </Stack>
  );
}
