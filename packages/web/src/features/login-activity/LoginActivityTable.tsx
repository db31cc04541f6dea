import type { LoginActivity } from '@loomflow/core';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { truncateText } from '@loomflow/core';
import { formatDateTime } from '../../ui/formatDate.ts';

const ACTIVITY_LABELS: Record<LoginActivity['activity'], string> = {
  login: 'Login',
  logout: 'Logout',
  password_reset: 'Password reset',
};
const METHOD_LABELS: Record<LoginActivity['method'], string> = {
  password: 'Email/Password',
  sso: 'SSO',
  email_link: 'Email link',
};

export function LoginActivityTable({ entries }: { readonly entries: readonly LoginActivity[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Login activity" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Time</TableCell>
            <TableCell>User</TableCell>
            <TableCell>Activity</TableCell>
            <TableCell>Method</TableCell>
            <TableCell>Outcome</TableCell>
            <TableCell>IP Address</TableCell>
            <TableCell>User Agent</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} hover data-testid="login-activity-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdDate)}</TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {entry.userName ?? 'Unknown account'}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {entry.email}
                </Typography>
              </TableCell>
              <TableCell>{ACTIVITY_LABELS[entry.activity]}</TableCell>
              <TableCell>{METHOD_LABELS[entry.method]}</TableCell>
              <TableCell>
                <Tooltip title={entry.message ?? ''}>
                  <Chip
                    size="small"
                    color={entry.outcome === 'success' ? 'success' : 'error'}
                    label={
                      entry.outcome === 'success'
                        ? 'Success'
                        : `Failed${entry.message ? `: ${entry.message}` : ''}`
                    }
                  />
                </Tooltip>
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{entry.ipAddress ?? ''}</TableCell>
              <TableCell>
                <Tooltip title={entry.userAgent ?? ''}>
                  <span>{truncateText(entry.userAgent ?? '', 40)}</span>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
