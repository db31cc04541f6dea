import { describe, expect, it } from 'vitest';
import { parsePostgresConnectionString } from './postgres-connection-string.ts';

describe('parsePostgresConnectionString', () => {
  it('reads host, port, database, user, password, TLS and server options', () => {
    expect(
      parsePostgresConnectionString(
        'postgresql://ann:p%40ss@db.example.com:6543/shop?sslmode=verify-full&options=-c%20search_path%3Dsales',
      ),
    ).toEqual({
      host: 'db.example.com',
      port: 6543,
      database: 'shop',
      user: 'ann',
      password: 'p@ss',
      tls: true,
      options: '-c search_path=sales',
      applicationName: undefined,
    });
  });

  it('takes the string without a scheme, an IPv6 host without brackets, port 5432 and no TLS by default', () => {
    expect(parsePostgresConnectionString('ann@[::1]/shop')).toMatchObject({
      host: '::1',
      port: 5432,
      tls: false,
      password: '',
    });
  });

  it.each([
    ['postgresql:///shop', 'names no host'],
    ['postgresql://ann@/shop', 'is not a valid URL'],
    ['postgresql://db.example.com/shop', 'names no user'],
    ['postgresql://ann@db.example.com', 'names no database'],
    ['postgresql://ann@db.example.com/shop?host=/var/run/postgresql', 'has the parameter "host"'],
    ['postgresql://ann@db.example.com/shop?sslkey=/etc/ssl/private/server.key', 'has the parameter "sslkey"'],
    ['postgresql://ann@db.example.com/shop?sslmode=sometimes', 'has an unknown sslmode "sometimes"'],
  ])('refuses %s: it %s, instead of falling back to the server environment or its files', (text, reason) => {
    expect(() => parsePostgresConnectionString(text)).toThrow(reason);
    expect(() => parsePostgresConnectionString(text)).toThrow(
      'write it as postgresql://user:password@host:5432/database',
    );
  });
});
