import { describe, expect, it } from 'vitest';
import { jobRetention } from './job-retention.ts';
import { queueConfig } from '../config/queue-config.ts';
import { redisOptions } from './redis-connection.ts';

describe('queue mode settings', () => {
  it('runs in process unless MODE=queue', () => {
    expect(queueConfig({}).mode).toBe('in-process');
    expect(queueConfig({ MODE: 'main' }).mode).toBe('in-process');
    expect(queueConfig({ MODE: 'QUEUE' }).mode).toBe('queue');
    expect(() => queueConfig({ MODE: 'cluster' })).toThrow('MODE must be "queue" or "main"');
  });

  it('reads Redis, the queue name, concurrency and retention', () => {
    const config = queueConfig({
      MODE: 'queue',
      REDIS_HOST: 'redis.internal',
      REDIS_PORT: '6380',
      REDIS_PASSWORD: 'secret',
      QUEUE_NAME: 'flows',
      WORKER_CONCURRENCY: '3',
      REMOVE_ON_AGE: '60',
      REMOVE_ON_COUNT: '5',
    });
    expect(config).toMatchObject({
      redis: { host: 'redis.internal', port: 6380, password: 'secret' },
      queueName: 'flows',
      workerConcurrency: 3,
    });
    expect(jobRetention(config).removeOnComplete).toEqual({ age: 60, count: 5 });
    expect(() => queueConfig({ WORKER_CONCURRENCY: '0' })).toThrow('WORKER_CONCURRENCY must be an integer');
  });

  it('keeps jobs by count alone, or for ever, when asked', () => {
    expect(jobRetention(queueConfig({ REMOVE_ON_AGE: '-1', REMOVE_ON_COUNT: '10' })).removeOnFail).toBe(10);
    expect(jobRetention(queueConfig({ REMOVE_ON_AGE: '-1', REMOVE_ON_COUNT: '-1' })).removeOnFail).toBe(
      false,
    );
  });

  it('takes REDIS_URL over host and port, and never queues commands while Redis is down', () => {
    const options = redisOptions(
      queueConfig({ REDIS_URL: 'rediss://user:p%40ss@cache.example.com:6390/2' }).redis,
      4000,
    );
    expect(options).toMatchObject({
      host: 'cache.example.com',
      port: 6390,
      username: 'user',
      password: 'p@ss',
      db: 2,
      tls: {},
      enableOfflineQueue: false,
      connectTimeout: 4000,
    });
  });
});
