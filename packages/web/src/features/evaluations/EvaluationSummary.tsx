import type { Evaluation, FlowSummary } from '@loomflow/core';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCost, formatLatency, formatPassRate, formatTokens } from './evaluation-format.ts';

interface Metric {
  readonly label: string;
  readonly value: (flow: FlowSummary) => string;
}

function metricsOf(evaluation: Evaluation): Metric[] {
  return [
    { label: 'Pass rate (all checks)', value: (flow) => formatPassRate(flow.verdicts.passRate) },
    ...evaluation.summary.evaluators.map((evaluator) => ({
      label: `${evaluator.name} pass rate`,
      value: (flow: FlowSummary) =>
        formatPassRate(
          flow.evaluators.find((entry) => entry.evaluatorId === evaluator.evaluatorId)?.passRate ?? null,
        ),
    })),
    { label: 'Runs', value: (flow) => flow.runs.toLocaleString() },
    { label: 'Flow errors', value: (flow) => flow.errors.toLocaleString() },
    { label: 'Average latency', value: (flow) => formatLatency(flow.averageLatencyMs) },
    { label: 'Average tokens', value: (flow) => formatTokens(flow.averageTokens) },
    { label: 'Total tokens', value: (flow) => formatTokens(flow.totalTokens) },
    { label: 'Average cost', value: (flow) => formatCost(flow.averageCost) },
    {
      label: 'Total cost',
      value: (flow) =>
        flow.totalCost === null && flow.costNote ? flow.costNote : formatCost(flow.totalCost),
    },
  ];
}

/** Each flow's figures side by side: pass rates overall and per evaluator, latency, tokens and cost. */
export function EvaluationSummary({ evaluation }: { readonly evaluation: Evaluation }) {
  const { flows } = evaluation.summary;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Summary per flow">
        <TableHead>
          <TableRow>
            <TableCell />
            {flows.map((flow) => (
              <TableCell key={flow.flowId} align="right" sx={{ fontWeight: 600 }}>
                {flow.flowName}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {metricsOf(evaluation).map((metric) => (
            <TableRow key={metric.label} data-testid="summary-metric">
              <TableCell component="th" scope="row">
                {metric.label}
              </TableCell>
              {flows.map((flow) => (
                <TableCell key={flow.flowId} align="right">
                  {metric.value(flow)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
