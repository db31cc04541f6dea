import { describe, expect, it } from 'vitest';
import { Histogram, renderGauge } from './metrics.ts';

describe('Prometheus text', () => {
  it('renders cumulative histogram buckets, sum and count per label set', () => {
    const histogram = new Histogram('loomflow_prediction_duration_seconds', 'Prediction latency', [0.1, 1]);
    histogram.observe(0.05, { streaming: 'false' });
    histogram.observe(0.5, { streaming: 'false' });
    histogram.observe(2, { streaming: 'false' });
    expect(histogram.render().split('\n')).toEqual([
      '# HELP loomflow_prediction_duration_seconds Prediction latency',
      '# TYPE loomflow_prediction_duration_seconds histogram',
      'loomflow_prediction_duration_seconds_bucket{streaming="false",le="0.1"} 1',
      'loomflow_prediction_duration_seconds_bucket{streaming="false",le="1"} 2',
      'loomflow_prediction_duration_seconds_bucket{streaming="false",le="+Inf"} 3',
      'loomflow_prediction_duration_seconds_sum{streaming="false"} 2.55',
      'loomflow_prediction_duration_seconds_count{streaming="false"} 3',
    ]);
  });

  it('renders gauges with escaped labels', () => {
    expect(renderGauge('loomflow_queue_jobs', 'Jobs', [{ labels: { state: 'wait"ing' }, value: 3 }])).toBe(
      '# HELP loomflow_queue_jobs Jobs\n# TYPE loomflow_queue_jobs gauge\nloomflow_queue_jobs{state="wait\\"ing"} 3',
    );
  });
});
