import { errorMessage } from '@loomflow/core';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { leadsApi } from '../../api/leads.api.ts';
import { formatDateTime } from '../../ui/formatDate.ts';
import { downloadText } from './download-text.ts';
import { leadsCsv, leadsFileName } from './leads-csv.ts';

export interface ViewLeadsDialogProps {
  readonly flow: { readonly id: string; readonly name: string };
  readonly onClose: () => void;
}

/** The leads a flow's chat captured (name, email, phone, date), exportable as CSV. */
export function ViewLeadsDialog({ flow, onClose }: ViewLeadsDialogProps) {
  const leads = useQuery({ queryKey: ['leads', flow.id], queryFn: () => leadsApi.list(flow.id) });
  const rows = leads.data ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="view-leads-title">
      <DialogTitle id="view-leads-title">Leads · {flow.name}</DialogTitle>
      <DialogContent>
        {leads.isPending ? <CircularProgress size={24} aria-label="Loading leads" /> : null}
        {leads.isError ? (
          <Alert severity="error">Could not load the leads: {errorMessage(leads.error)}</Alert>
        ) : null}
        {leads.isSuccess && rows.length === 0 ? (
          <Typography color="text.secondary">
            No leads yet. Turn on lead capture in the flow settings (Leads) to ask chat visitors for their
            contact details.
          </Typography>
        ) : null}
        {rows.length > 0 ? (
          <Table size="small" aria-label="Leads">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Phone</TableCell>
                <TableCell>Date</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((lead) => (
                <TableRow key={lead.id}>
                  <TableCell>{lead.name ?? ''}</TableCell>
                  <TableCell>{lead.email ?? ''}</TableCell>
                  <TableCell>{lead.phone ?? ''}</TableCell>
                  <TableCell>{formatDateTime(lead.createdDate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<FileDownloadOutlinedIcon />}
          disabled={rows.length === 0}
          onClick={() => {
            downloadText(leadsFileName(flow.name), leadsCsv(rows), 'text/csv');
          }}
        >
          Export CSV
        </Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
