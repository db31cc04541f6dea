/** Prometheus text exposition (version 0.0.4) for the few series queue mode reports; no client library needed. */

const DEFAULT_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

function labelText(labels: Readonly<Record<string, string>>): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return '';
  const escaped = entries.map(
    ([name, value]) => `${name}="${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`,
  );
  return `{${escaped.join(',')}}`;
}

interface Series {
  readonly counts: number[];
  sum: number;
  count: number;
}

/** A histogram of durations in seconds, by label set. */
export class Histogram {
  private readonly series = new Map<string, { labels: Record<string, string>; data: Series }>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly buckets: readonly number[] = DEFAULT_BUCKETS,
  ) {}

  observe(seconds: number, labels: Record<string, string> = {}): void {
    const key = labelText(labels);
    let entry = this.series.get(key);
    if (!entry) {
      entry = { labels, data: { counts: this.buckets.map(() => 0), sum: 0, count: 0 } };
      this.series.set(key, entry);
    }
    const { data } = entry;
    this.buckets.forEach((bound, index) => {
      if (seconds <= bound) data.counts[index] = (data.counts[index] ?? 0) + 1;
    });
    data.sum += seconds;
    data.count += 1;
  }

  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const { labels, data } of this.series.values()) {
      this.buckets.forEach((bound, index) => {
        lines.push(
          `${this.name}_bucket${labelText({ ...labels, le: String(bound) })} ${String(data.counts[index] ?? 0)}`,
        );
      });
      lines.push(`${this.name}_bucket${labelText({ ...labels, le: '+Inf' })} ${String(data.count)}`);
      lines.push(`${this.name}_sum${labelText(labels)} ${String(data.sum)}`);
      lines.push(`${this.name}_count${labelText(labels)} ${String(data.count)}`);
    }
    return lines.join('\n');
  }
}

/** A gauge read when scraped: one value per label set. */
export function renderGauge(
  name: string,
  help: string,
  values: readonly { labels?: Record<string, string>; value: number }[],
): string {
  const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} gauge`];
  for (const { labels, value } of values) lines.push(`${name}${labelText(labels ?? {})} ${String(value)}`);
  return lines.join('\n');
}

/** The content type Prometheus expects. */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
