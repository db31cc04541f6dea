import autocannon from 'autocannon';

export interface LoadResult {
  readonly result: autocannon.Result;
  /** From the start to the last response. */
  readonly seconds: number;
}

/**
 * One autocannon run, timed from the start to its last response: autocannon itself reports only at whole-second
 * ticks, which would round the rate down.
 */
export function load(options: autocannon.Options): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    let lastResponseAt = startedAt;
    const instance = autocannon(options, (error: unknown, result) => {
      if (error instanceof Error) reject(error);
      else if (error) reject(new Error('autocannon failed'));
      else resolve({ result, seconds: (lastResponseAt - startedAt) / 1000 });
    });
    instance.on('response', () => {
      lastResponseAt = performance.now();
    });
  });
}
