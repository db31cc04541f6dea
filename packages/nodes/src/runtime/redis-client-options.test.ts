import { describe, expect, it } from 'vitest';
import { redisClientOptions } from './redis-client-options.ts';

describe('redisClientOptions', () => {
  it('without a checked address, hands node-redis the URL as typed', () => {
    expect(redisClientOptions('redis://cache:6380')).toEqual({
      url: 'redis://cache:6380',
      socket: { reconnectStrategy: false, connectTimeout: 5000 },
    });
  });

  it('connects to the checked address, never the URL host, keeping user, password and database', () => {
    const options = redisClientOptions('redis://ann:p%40ss@cache.example.com:6380/2', {
      address: '93.184.216.34',
      servername: 'cache.example.com',
    });
    expect(options).toEqual({
      socket: { reconnectStrategy: false, connectTimeout: 5000, host: '93.184.216.34', port: 6380 },
      username: 'ann',
      password: 'p@ss',
      database: 2,
    });
    expect(options).not.toHaveProperty('url');
  });

  it('rediss:// keeps TLS, verifying the certificate against the name as typed', () => {
    expect(
      redisClientOptions('rediss://:secret@cache.example.com', {
        address: '93.184.216.34',
        servername: 'cache.example.com',
      }),
    ).toEqual({
      socket: {
        reconnectStrategy: false,
        connectTimeout: 5000,
        host: '93.184.216.34',
        port: 6379,
        tls: true,
        servername: 'cache.example.com',
      },
      password: 'secret',
    });
  });
});
