import { errorMessage } from '@loomflow/core';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { nodeIconUrl } from '../../api/nodes.api.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useAccess } from '../auth/useAccess.ts';
import { draftOf, newDraft } from './loader-draft.ts';
import { LoaderEditor } from './LoaderEditor.tsx';
import { storePaths } from './store-paths.ts';
import { useComponentDefinitions, useDocumentStore } from './useDocumentStores.ts';

/** Flowise's default splitter for a new loader. */
const DEFAULT_SPLITTER = 'recursiveCharacterTextSplitter';

/** `/document-stores/{storeId}/{name}[?loaderId=]`: add a loader of node type `name`, or edit one. */
export function LoaderPage() {
  const params = useParams();
  const storeId = params.storeId ?? '';
  const name = params.name ?? '';
  const loaderId = useSearchParams()[0].get('loaderId') ?? undefined;
  const access = useAccess();
  const store = useDocumentStore(storeId);
  const loaders = useComponentDefinitions('Document Loaders');
  const splitters = useComponentDefinitions('Text Splitters');

  const back = (
    <Tooltip title="Back to the document store">
      <IconButton
        component={RouterLink}
        to={storePaths.store(storeId)}
        aria-label="Back to the document store"
      >
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );
  if (store.isPending || loaders.isPending || splitters.isPending)
    return <PageLoader label="Loading document loader" />;
  if (store.isError) return <Alert severity="error">Could not load: {errorMessage(store.error)}</Alert>;
  const componentsError = loaders.error ?? splitters.error;
  if (componentsError) return <Alert severity="error">Could not load: {errorMessage(componentsError)}</Alert>;
  const definition = loaders.definitions.find((candidate) => candidate.name === name);
  if (!definition) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="error">There is no document loader named &ldquo;{name}&rdquo;.</Alert>
      </Stack>
    );
  }
  const existing = loaderId ? store.data.loaders.find((loader) => loader.id === loaderId) : undefined;
  if (loaderId && !existing) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="error">This document store has no loader {loaderId}.</Alert>
      </Stack>
    );
  }
  const initial = existing
    ? draftOf(existing)
    : newDraft(
        definition,
        splitters.definitions.find((splitter) => splitter.name === DEFAULT_SPLITTER) ??
          splitters.definitions[0],
      );
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {back}
        <Avatar src={nodeIconUrl(definition.name)} alt="" variant="rounded" />
        <Stack>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {existing ? `Edit ${definition.label}` : `Add ${definition.label}`}
          </Typography>
          <Typography color="text.secondary">
            {store.data.name} · {definition.description}
          </Typography>
        </Stack>
      </Stack>
      <LoaderEditor
        key={`${definition.name}:${loaderId ?? 'new'}`}
        storeId={storeId}
        definition={definition}
        splitters={splitters.definitions}
        initial={initial}
        loaderId={existing?.id}
        canProcess={access.can('documentStores:preview-process')}
      />
    </Stack>
  );
}
