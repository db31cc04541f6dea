import type { Evaluation } from '@loomflow/core';
import Stack from '@mui/material/Stack';
import { formatLatency } from './evaluation-format.ts';
import { VersionLineChart } from './VersionLineChart.tsx';
import type { ChartSeries } from './VersionLineChart.tsx';

/** One series per flow (by id, named as in the latest version) of a figure read from each version's summary. */
function seriesPerFlow(
  versions: readonly Evaluation[],
  figure: (evaluation: Evaluation, flowId: string) => number | null,
): ChartSeries[] {
  const names = new Map<string, string>();
  for (const version of versions) for (const flow of version.flows) names.set(flow.id, flow.name);
  return [...names].map(([flowId, name]) => ({
    name,
    values: versions.map((version) => figure(version, flowId)),
  }));
}

const flowOf = (evaluation: Evaluation, flowId: string) =>
  evaluation.summary.flows.find((flow) => flow.flowId === flowId);

/** Pass rate and average latency of each flow across the evaluation's versions. */
export function VersionCharts({ versions }: { readonly versions: readonly Evaluation[] }) {
  const labels = versions.map((version) => `v${String(version.version)}`);
  const passRate = seriesPerFlow(versions, (version, flowId) => {
    const rate = flowOf(version, flowId)?.verdicts.passRate;
    return rate === undefined || rate === null ? null : Math.round(rate * 100);
  });
  const latency = seriesPerFlow(
    versions,
    (version, flowId) => flowOf(version, flowId)?.averageLatencyMs ?? null,
  );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <VersionLineChart
        title="Pass rate by version"
        labels={labels}
        series={passRate}
        max={100}
        format={(value) => `${String(Math.round(value))}%`}
      />
      <VersionLineChart
        title="Average latency by version"
        labels={labels}
        series={latency}
        format={formatLatency}
      />
    </Stack>
  );
}
