import { errorMessage } from '@loomflow/core';
import type { SandboxOutcome, ToolProperty } from '@loomflow/core';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toolsApi } from '../../api/tools.api.ts';

export interface ToolTestRunProps {
  readonly func: string;
  readonly properties: readonly ToolProperty[];
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };

function Outcome({ outcome }: { outcome: SandboxOutcome }) {
  const seconds = `${Math.round(outcome.durationMs)} ms`;
  return (
    <Stack spacing={1} data-testid="tool-test-outcome">
      {outcome.ok ? (
        <Alert severity="success" data-testid="tool-test-result">
          <AlertTitle>Result ({seconds})</AlertTitle>
          <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', ...monospace }}>
            {show(outcome.result)}
          </Box>
        </Alert>
      ) : (
        <Alert severity="error" data-testid="tool-test-error">
          <AlertTitle>
            {outcome.error.line !== undefined ? `Error on line ${outcome.error.line}` : 'Error'}
          </AlertTitle>
          {outcome.error.message}
        </Alert>
      )}
      {outcome.logs.length > 0 ? (
        <Box>
          <Typography variant="overline">Console</Typography>
          <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, ...monospace }}>
            {outcome.logs.join('\n')}
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
}

/** Runs the code as it is now, with sample input, in the server's sandbox; shows the result or the error. */
export function ToolTestRun({ func, properties }: ToolTestRunProps) {
  const [input, setInput] = useState<Record<string, string | boolean>>({});
  const run = useMutation({ mutationFn: toolsApi.testRun });
  return (
    <Stack spacing={1.5} data-testid="tool-test-run">
      {properties.map((property) =>
        property.type === 'boolean' ? (
          <FormControlLabel
            key={property.property}
            label={`$${property.property}`}
            control={
              <Switch
                checked={input[property.property] === true}
                onChange={(event) => {
                  setInput((current) => ({ ...current, [property.property]: event.target.checked }));
                }}
              />
            }
          />
        ) : (
          <TextField
            key={property.property}
            size="small"
            label={`$${property.property}`}
            type={property.type === 'number' ? 'number' : 'text'}
            helperText={property.description || undefined}
            value={input[property.property] ?? ''}
            onChange={(event) => {
              setInput((current) => ({ ...current, [property.property]: event.target.value }));
            }}
          />
        ),
      )}
      <Button
        variant="outlined"
        startIcon={<PlayArrowIcon />}
        loading={run.isPending}
        onClick={() => {
          run.mutate({ func, schema: [...properties], input });
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        Test Run
      </Button>
      {run.isError ? <Alert severity="error">Test run failed: {errorMessage(run.error)}</Alert> : null}
      {run.data ? <Outcome outcome={run.data} /> : null}
    </Stack>
  );
}
