import { errorMessage } from '@loomflow/core';
import type { VectorQueryResponse } from '@loomflow/core';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { documentStoreVectorsApi } from '../../api/document-store-vectors.api.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { filterOf } from './metadata-filter.ts';
import type { FilterRow } from './metadata-filter.ts';
import { MetadataFilterRows } from './MetadataFilterRows.tsx';
import { RetrievedChunks } from './RetrievedChunks.tsx';
import { storePaths } from './store-paths.ts';
import { useDocumentStore } from './useDocumentStores.ts';

/** The number typed, or undefined for an empty field (the server checks the range). */
function numberOrUndefined(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** `/document-stores/query/{storeId}`: the retrieval playground. */
export function QueryPage() {
  const storeId = useParams().storeId ?? '';
  const store = useDocumentStore(storeId);
  const [query, setQuery] = useState('');
  const [topK, setTopK] = useState('4');
  const [searchType, setSearchType] = useState<'similarity' | 'mmr'>('similarity');
  const [fetchK, setFetchK] = useState('20');
  const [lambda, setLambda] = useState('0.5');
  const [threshold, setThreshold] = useState('');
  const [rows, setRows] = useState<FilterRow[]>([]);
  const [result, setResult] = useState<VectorQueryResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query.trim() === '') {
      setProblem('Enter a query');
      return;
    }
    const filter = filterOf(rows);
    if ('problem' in filter) {
      setProblem(filter.problem);
      return;
    }
    setProblem(null);
    setRunning(true);
    try {
      setResult(
        await documentStoreVectorsApi.query({
          storeId,
          query,
          topK: numberOrUndefined(topK),
          searchType,
          ...(searchType === 'mmr'
            ? { fetchK: numberOrUndefined(fetchK), lambda: numberOrUndefined(lambda) }
            : {}),
          scoreThreshold: numberOrUndefined(threshold),
          filter: filter.filter,
        }),
      );
    } catch (error: unknown) {
      setProblem(`Query failed: ${errorMessage(error)}`);
    } finally {
      setRunning(false);
    }
  };

  if (store.isPending) return <PageLoader label="Loading document store" />;
  if (store.isError) return <Alert severity="error">Could not load: {errorMessage(store.error)}</Alert>;
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
        <Stack>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {store.data.name}: Retrieval Query
          </Typography>
          <Typography color="text.secondary">
            Search the store&rsquo;s vectors as a Retriever node would.
          </Typography>
        </Stack>
      </Stack>
      {store.data.vectorStoreConfig === null ? (
        <Alert severity="info">
          This store has no vector store yet: configure one and upsert its chunks first.
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0, width: '100%' }}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Stack spacing={2}>
              {problem ? (
                <Alert severity="error" role="alert">
                  {problem}
                </Alert>
              ) : null}
              <TextField
                label="Query"
                multiline
                minRows={3}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                }}
              />
              <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
                <TextField
                  size="small"
                  type="number"
                  label="Top K"
                  value={topK}
                  onChange={(event) => {
                    setTopK(event.target.value);
                  }}
                  slotProps={{ htmlInput: { min: 1, max: 100 } }}
                  sx={{ width: 110 }}
                />
                <TextField
                  select
                  size="small"
                  label="Search Type"
                  value={searchType}
                  onChange={(event) => {
                    setSearchType(event.target.value === 'mmr' ? 'mmr' : 'similarity');
                  }}
                  sx={{ width: 200 }}
                >
                  <MenuItem value="similarity">Similarity</MenuItem>
                  <MenuItem value="mmr">Max Marginal Relevance</MenuItem>
                </TextField>
                {searchType === 'mmr' ? (
                  <>
                    <TextField
                      size="small"
                      type="number"
                      label="Fetch K"
                      value={fetchK}
                      onChange={(event) => {
                        setFetchK(event.target.value);
                      }}
                      sx={{ width: 110 }}
                    />
                    <TextField
                      size="small"
                      type="number"
                      label="Lambda"
                      value={lambda}
                      onChange={(event) => {
                        setLambda(event.target.value);
                      }}
                      slotProps={{ htmlInput: { min: 0, max: 1, step: 0.1 } }}
                      sx={{ width: 110 }}
                    />
                  </>
                ) : null}
                <TextField
                  size="small"
                  type="number"
                  label="Score Threshold"
                  value={threshold}
                  onChange={(event) => {
                    setThreshold(event.target.value);
                  }}
                  slotProps={{ htmlInput: { min: -1, max: 1, step: 0.05 } }}
                  sx={{ width: 150 }}
                />
              </Stack>
              <MetadataFilterRows rows={rows} onChange={setRows} />
              <Button type="submit" variant="contained" loading={running} sx={{ alignSelf: 'flex-start' }}>
                Retrieve
              </Button>
            </Stack>
          </form>
        </Paper>
        <Stack sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          {result ? (
            <RetrievedChunks result={result} />
          ) : (
            <Typography color="text.secondary">Retrieved chunks appear here, best first.</Typography>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
