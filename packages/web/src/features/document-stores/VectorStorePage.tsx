import { errorMessage } from '@loomflow/core';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useAccess } from '../auth/useAccess.ts';
import { initialChoice } from './component-config.ts';
import { storePaths } from './store-paths.ts';
import { StoreStatusChip } from './StoreStatusChip.tsx';
import { useComponentDefinitions, useDocumentStore } from './useDocumentStores.ts';
import { VectorStoreEditor } from './VectorStoreEditor.tsx';

/** The vector store that needs no server, chosen for a store configured for the first time. */
const EMBEDDED_VECTOR_STORE = 'embeddedVectorStore';

/** `/document-stores/vector/{storeId}[/{docId}]`: embeddings and vector store of a store, and its upserts. */
export function VectorStorePage() {
  const params = useParams();
  const storeId = params.storeId ?? '';
  const docId = params.docId;
  const access = useAccess();
  const store = useDocumentStore(storeId);
  const embeddings = useComponentDefinitions('Embeddings');
  const vectorStores = useComponentDefinitions('Vector Stores');

  if (store.isPending || embeddings.isPending || vectorStores.isPending)
    return <PageLoader label="Loading vector store configuration" />;
  if (store.isError) return <Alert severity="error">Could not load: {errorMessage(store.error)}</Alert>;
  const componentsError = embeddings.error ?? vectorStores.error;
  if (componentsError) return <Alert severity="error">Could not load: {errorMessage(componentsError)}</Alert>;
  const current = store.data;
  const loader = docId ? current.loaders.find((candidate) => candidate.id === docId) : undefined;
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
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
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              {current.name}: Vector Store
            </Typography>
            <StoreStatusChip status={current.status} />
          </Stack>
          <Typography color="text.secondary">
            {loader
              ? `Upsert only the ${loader.totalChunks.toLocaleString()} chunks of ${loader.loaderName}`
              : `Upsert all ${current.totalChunks.toLocaleString()} chunks of this store`}
          </Typography>
        </Stack>
      </Stack>
      {docId && !loader ? <Alert severity="error">This document store has no loader {docId}.</Alert> : null}
      <VectorStoreEditor
        store={current}
        loaderId={loader?.id}
        embeddings={embeddings.definitions}
        vectorStores={vectorStores.definitions}
        initialEmbedding={initialChoice(current.embeddingConfig, embeddings.definitions)}
        initialVectorStore={initialChoice(
          current.vectorStoreConfig,
          vectorStores.definitions,
          EMBEDDED_VECTOR_STORE,
        )}
        canConfigure={access.can('documentStores:upsert-config')}
      />
    </Stack>
  );
}
