import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { JsonBlock, jsonText } from './JsonBlock.tsx';
import { stateChipColor } from './outcome-colors.ts';
import { durationOf, runName, stateBefore, stateDiff } from './trace-model.ts';
import type { Trace, TraceEntry } from './trace-model.ts';

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Stack spacing={0.5} component="section" aria-label={title}>
      <Typography variant="subtitle2">{title}</Typography>
      {children}
    </Stack>
  );
}

function StateDiffTable({ entry, trace }: { readonly entry: TraceEntry; readonly trace: Trace }) {
  const changes = stateDiff(stateBefore(entry, trace), entry.record.data.state ?? {});
  if (changes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No change to the flow state.
      </Typography>
    );
  return (
    <Table size="small" aria-label="State changes">
      <TableHead>
        <TableRow>
          <TableCell>Key</TableCell>
          <TableCell>Before</TableCell>
          <TableCell>After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.key} data-testid={`state-change-${change.kind}`}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{change.key}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', color: 'error.main' }}>
              {change.kind === 'added' ? '—' : jsonText(change.before)}
            </TableCell>
            <TableCell sx={{ fontFamily: 'monospace', color: 'success.main' }}>
              {change.kind === 'removed' ? '—' : jsonText(change.after)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One node run: its resolved inputs, outputs, the state it changed, token usage and error. */
export function NodeRunDetails({ entry, trace }: { readonly entry: TraceEntry; readonly trace: Trace }) {
  const { data } = entry.record;
  const duration = durationOf(entry);
  return (
    <Stack spacing={2} data-testid="node-run-details">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3">
          {runName(entry)}
        </Typography>
        <Chip size="small" label={entry.status} color={stateChipColor(entry.status)} />
        <Typography variant="body2" color="text.secondary">
          {data.name ?? entry.nodeId}
          {duration === undefined ? '' : ` · ${String(duration)} ms`}
        </Typography>
      </Stack>
      {data.error ? <Alert severity="error">{data.error}</Alert> : null}
      {/* A run shared by public link carries no inputs or state: those sections are left out. */}
      {data.input === undefined ? null : (
        <Section title="Inputs">
          <JsonBlock label="inputs" value={data.input} />
        </Section>
      )}
      <Section title="Outputs">
        <JsonBlock label="outputs" value={data.output ?? {}} />
      </Section>
      {data.state === undefined ? null : (
        <Section title="State changes">
          <StateDiffTable entry={entry} trace={trace} />
        </Section>
      )}
      <Section title="Token usage">
        {data.usage ? (
          <Typography variant="body2" data-testid="token-usage">
            {data.usage.inputTokens} in · {data.usage.outputTokens} out · {data.usage.totalTokens} total
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No model call.
          </Typography>
        )}
      </Section>
    </Stack>
  );
}
