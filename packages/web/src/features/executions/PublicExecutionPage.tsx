import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { executionsApi } from '../../api/executions.api.ts';
import { ApiError } from '../../api/api-error.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { ExecutionTrace } from './trace/ExecutionTrace.tsx';

/** `/execution/{id}`: a shared execution's trace, read-only, for anyone with the link (no sign-in). */
export function PublicExecutionPage() {
  const { id = '' } = useParams();
  const execution = useQuery({
    queryKey: ['public-execution', id],
    queryFn: () => executionsApi.getPublic(id),
    retry: false,
  });
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      {execution.isPending ? (
        <PageLoader label="Loading the execution" />
      ) : execution.isError ? (
        <Box sx={{ py: 8, textAlign: 'center' }}>
          <Typography variant="h5" component="h1" gutterBottom>
            Execution not available
          </Typography>
          {execution.error instanceof ApiError && execution.error.status === 404 ? (
            <Typography color="text.secondary">
              This execution does not exist or is not shared. Ask its owner to share it publicly and send the
              link again.
            </Typography>
          ) : (
            <Alert severity="error" sx={{ display: 'inline-flex' }}>
              Could not load the execution: {execution.error.message}
            </Alert>
          )}
        </Box>
      ) : (
        <ExecutionTrace execution={execution.data} graph={execution.data.graph} />
      )}
    </Container>
  );
}
