import { errorMessage } from '@loomflow/core';
import type { DocumentStore } from '@loomflow/core';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useAccess } from '../auth/useAccess.ts';
import { DocumentStoresTable } from './DocumentStoresTable.tsx';
import { StoreDialog } from './StoreDialog.tsx';
import { storePaths } from './store-paths.ts';
import { useDocumentStores } from './useDocumentStores.ts';
import { useStoreDeletion } from './useStoreDeletion.ts';

function matches(store: DocumentStore, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return (
    needle === '' ||
    store.name.toLowerCase().includes(needle) ||
    store.description.toLowerCase().includes(needle)
  );
}

/** `/document-stores`: the workspace's document stores with their status and counts. */
export function DocumentStoresPage() {
  const access = useAccess();
  const navigate = useNavigate();
  const stores = useDocumentStores();
  const deleteStore = useStoreDeletion();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ existing?: DocumentStore } | null>(null);
  const canCreate = access.can('documentStores:create');
  const openCreate = () => {
    setDialog({});
  };
  const shown = (stores.data ?? []).filter((store) => matches(store, search));

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Document Stores"
        subtitle="Load, split and upsert documents for your flows to retrieve from."
        search={search}
        onSearch={setSearch}
        searchLabel="Search document stores"
        action={
          canCreate ? { label: 'Add New', onClick: openCreate, testId: 'add-document-store' } : undefined
        }
      />
      {stores.isPending ? (
        <PageLoader label="Loading document stores" />
      ) : stores.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void stores.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load document stores: {errorMessage(stores.error)}
        </Alert>
      ) : stores.data.length === 0 ? (
        <EmptyState
          icon={LibraryBooksOutlinedIcon}
          title="No document stores yet"
          text="A document store holds documents split into chunks and upserted into a vector store; Retriever nodes and agents search it."
          action={canCreate ? { label: 'Add New', onClick: openCreate } : undefined}
        />
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">
          No document stores match &ldquo;{search.trim()}&rdquo;.
        </Typography>
      ) : (
        <DocumentStoresTable
          stores={shown}
          canEdit={access.can('documentStores:update')}
          canDelete={access.can('documentStores:delete')}
          onEdit={(store) => {
            setDialog({ existing: store });
          }}
          onDelete={(store) => void deleteStore(store)}
        />
      )}
      {dialog ? (
        <StoreDialog
          existing={dialog.existing}
          onClose={() => {
            setDialog(null);
          }}
          onCreated={(store) => void navigate(storePaths.store(store.id))}
        />
      ) : null}
    </Stack>
  );
}
