import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useVersionInfo } from './useVersionInfo.ts';

function publishedOn(iso: string | null): string {
  if (!iso) return 'unknown';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(undefined, { dateStyle: 'long' });
}

/**
 * Spec §2 Version dialog: titled with the product version from the server, plus the latest release's name,
 * link and publication date when the release service answers (offline: the server version only).
 */
export function VersionDialog({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { current, isLoading, latest } = useVersionInfo(open);
  const title = current ? `Loomflow v${current}` : 'Loomflow';
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" aria-labelledby="version-dialog-title">
      <DialogTitle id="version-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {isLoading ? (
          <PageLoader label="Loading version" />
        ) : (
          <Table size="small" aria-label="Version">
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row">
                  Current version
                </TableCell>
                <TableCell data-testid="current-version">{current ?? 'unknown'}</TableCell>
              </TableRow>
              {latest ? (
                <>
                  <TableRow>
                    <TableCell component="th" scope="row">
                      Latest release
                    </TableCell>
                    <TableCell>
                      <Link href={latest.html_url} target="_blank" rel="noopener noreferrer">
                        {latest.name ?? latest.tag_name ?? latest.html_url}
                      </Link>
                    </TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell component="th" scope="row">
                      Published
                    </TableCell>
                    <TableCell>{publishedOn(latest.published_at)}</TableCell>
                  </TableRow>
                </>
              ) : null}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
