import { errorMessage } from '@loomflow/core';
import type { ChunksPage as ChunksAnswer, DocumentChunk, UpdateChunkRequest } from '@loomflow/core';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { documentStoreApi } from '../../api/document-store.api.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { notify } from '../../ui/notify.ts';
import { useConfirm } from '../../ui/useConfirm.ts';
import { useAccess } from '../auth/useAccess.ts';
import { ChunkCard } from './ChunkCard.tsx';
import { ChunkEditDialog } from './ChunkEditDialog.tsx';
import { storePaths } from './store-paths.ts';
import { useInvalidateStores } from './useDocumentStores.ts';

/** `/document-stores/chunks/{storeId}/{fileId}`: a loader's chunks, paged and searchable; edit or delete one. */
export function ChunksPage() {
  const params = useParams();
  const storeId = params.storeId ?? '';
  const loaderId = params.fileId ?? '';
  const access = useAccess();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const invalidateStores = useInvalidateStores();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [editing, setEditing] = useState<DocumentChunk | null>(null);
  const queryKey = ['document-store-chunks', storeId, loaderId, page, pageSize, search.trim()];
  const chunks = useQuery({
    queryKey,
    queryFn: () => documentStoreApi.chunks({ storeId, loaderId, page: page + 1, pageSize, search }),
    placeholderData: keepPreviousData,
  });
  const canChange = access.can('documentStores:preview-process');

  /** A change answers the page as GET would: shown at once, other pages and the store read again. */
  const applied = async (answer: ChunksAnswer) => {
    queryClient.setQueryData(queryKey, answer);
    await queryClient.invalidateQueries({ queryKey: ['document-store-chunks', storeId, loaderId] });
    await invalidateStores();
  };
  const save = async (chunk: DocumentChunk, request: UpdateChunkRequest) => {
    await applied(await documentStoreApi.updateChunk(storeId, loaderId, chunk.id, request));
    notify.success('Chunk saved');
  };
  const remove = async (chunk: DocumentChunk) => {
    const confirmed = await confirm({
      title: 'Delete Chunk',
      description: `Delete chunk #${String(chunk.chunkNo)}? Its vector is removed at the next upsert.`,
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-chunk',
    });
    if (!confirmed) return;
    try {
      const answer = await documentStoreApi.removeChunk(storeId, loaderId, chunk.id);
      await applied(answer);
      // The last chunk of the last page is gone: show the page before rather than an empty one.
      const lastPage = Math.max(0, Math.ceil(answer.count / pageSize) - 1);
      if (page > lastPage) setPage(lastPage);
      notify.success('Chunk deleted');
    } catch (error: unknown) {
      notify.error(`Failed to delete chunk: ${errorMessage(error)}`);
    }
  };

  if (chunks.isPending) return <PageLoader label="Loading chunks" />;
  if (chunks.isError)
    return <Alert severity="error">Could not load chunks: {errorMessage(chunks.error)}</Alert>;
  const data = chunks.data;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Tooltip title="Back to the document store">
          <IconButton
            component={RouterLink}
            to={storePaths.store(storeId)}
            aria-label="Back to the document store"
          >
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        <Stack sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {data.storeName}: {data.file.loaderName}
          </Typography>
          <Typography color="text.secondary" data-testid="chunk-counts">
            {data.count.toLocaleString()} chunks · {data.characters.toLocaleString()} characters
          </Typography>
        </Stack>
        <TextField
          size="small"
          label="Search chunks"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
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
      </Stack>
      {data.chunks.length === 0 ? (
        <Typography color="text.secondary">
          {search.trim() === ''
            ? 'This loader has no chunks: process it first.'
            : `No chunk contains "${search.trim()}".`}
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {data.chunks.map((chunk) => (
            <ChunkCard
              key={chunk.id}
              chunk={chunk}
              onEdit={
                canChange
                  ? () => {
                      setEditing(chunk);
                    }
                  : undefined
              }
              onDelete={canChange ? () => void remove(chunk) : undefined}
            />
          ))}
        </Stack>
      )}
      <TablePagination
        component="div"
        count={data.count}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[10, 25, 50, 100]}
        labelRowsPerPage="Chunks per page"
        onPageChange={(_event, next) => {
          setPage(next);
        }}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
      />
      {editing ? (
        <ChunkEditDialog
          chunk={editing}
          onSave={(request) => save(editing, request)}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
