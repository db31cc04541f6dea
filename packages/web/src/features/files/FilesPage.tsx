import { errorMessage, formatFileSize } from '@loomflow/core';
import type { UploadedFile } from '@loomflow/core';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { formatDateTime } from '../../ui/formatDate.ts';
import { notify } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useConfirm } from '../../ui/useConfirm.ts';
import { filesApi } from './files.api.ts';

const FILES_QUERY_KEY = ['files'] as const;

function whereUsed(file: UploadedFile): string {
  return file.usedBy.map((usage) => `${usage.type} "${usage.name || usage.id}"`).join(', ');
}

/** `/files`: the workspace's uploaded files (chat attachments, document sources…): download and delete. */
export function FilesPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(25);
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const files = useQuery({
    queryKey: [...FILES_QUERY_KEY, page, rowsPerPage, search.trim()],
    queryFn: () => filesApi.list(page + 1, rowsPerPage, search),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: ({ id, inUse }: { id: string; inUse: boolean }) => filesApi.remove(id, inUse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FILES_QUERY_KEY }),
  });

  const onDelete = async (file: UploadedFile) => {
    const inUse = file.usedBy.length > 0;
    const confirmed = await confirm({
      title: 'Delete File',
      description: inUse
        ? `"${file.name}" is used by ${whereUsed(file)}. Deleting it breaks those: they will show the file as missing and it cannot be downloaded again.`
        : `Delete "${file.name}"? It cannot be downloaded again.`,
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-file',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ id: file.id, inUse });
      notify.success('File deleted');
    } catch (error: unknown) {
      notify.error(`Failed to delete file: ${errorMessage(error)}`);
    }
  };

  const data = files.data?.data ?? [];
  return (
    <Stack spacing={3}>
      <PageHeader
        title="Files"
        subtitle="Files uploaded to this workspace: chat attachments, document sources and more."
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(0);
        }}
        searchLabel="Search files"
      />
      {files.isPending ? (
        <PageLoader label="Loading files" />
      ) : files.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void files.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load files: {errorMessage(files.error)}
        </Alert>
      ) : data.length === 0 && search.trim() === '' && page === 0 ? (
        <EmptyState
          icon={FolderOpenOutlinedIcon}
          title="No files yet"
          text="Files people attach in chats or add to document stores appear here."
        />
      ) : data.length === 0 ? (
        <Typography color="text.secondary">No files match &ldquo;{search.trim()}&rdquo;.</Typography>
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label="Files">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Size</TableCell>
                  <TableCell>Type</TableCell>
                  <TableCell>Where used</TableCell>
                  <TableCell>Uploaded</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((file) => (
                  <TableRow key={file.id} data-testid={`file-row-${file.id}`}>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{file.name}</TableCell>
                    <TableCell>{formatFileSize(file.size)}</TableCell>
                    <TableCell>{file.mimeType}</TableCell>
                    <TableCell>
                      {file.usedBy.length === 0 ? (
                        <Typography variant="body2" color="text.secondary">
                          Not used
                        </Typography>
                      ) : (
                        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                          {file.usedBy.map((usage) => (
                            <Chip
                              key={`${usage.type}:${usage.id}`}
                              size="small"
                              label={`${usage.type}: ${usage.name || usage.id}`}
                            />
                          ))}
                        </Stack>
                      )}
                    </TableCell>
                    <TableCell>{formatDateTime(file.createdDate)}</TableCell>
                    <TableCell align="right">
                      <Tooltip title="Download">
                        <IconButton
                          component="a"
                          href={filesApi.downloadUrl(file.id)}
                          download={file.name}
                          aria-label={`Download ${file.name}`}
                        >
                          <DownloadIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Delete">
                        <IconButton
                          color="error"
                          aria-label={`Delete ${file.name}`}
                          onClick={() => void onDelete(file)}
                        >
                          <DeleteOutlineIcon />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={files.data.total}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[10, 25, 50, 100]}
            onPageChange={(_event, next) => {
              setPage(next);
            }}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}
