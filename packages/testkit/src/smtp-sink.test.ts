import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SmtpSink } from './smtp-sink.ts';
import { extractLinks, startSmtpSink } from './smtp-sink.ts';

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
beforeEach(() => {
  sink.clear();
});

async function send(options: { to: string; subject: string; text?: string; html?: string; auth?: boolean }) {
  const transport = nodemailer.createTransport({
    host: sink.host,
    port: sink.port,
    secure: false,
    ...(options.auth === false ? {} : { auth: { user: 'mailer@loomflow.test', pass: 'any-password' } }),
  });
  try {
    await transport.sendMail({
      from: '"Loomflow" <noreply@loomflow.test>',
      to: options.to,
      subject: options.subject,
      text: options.text,
      html: options.html,
    });
  } finally {
    transport.close();
  }
}

describe('SMTP sink', () => {
  it('receives a real message over SMTP and parses addresses, subject, text and html', async () => {
    expect(sink.host).toBe('127.0.0.1');
    await send({
      to: 'Alice <alice@example.com>, bob@example.com',
      subject: 'Reset your password',
      text: 'Open https://app.loomflow.test/reset?token=abc123 to continue.',
      html: '<p><a href="https://app.loomflow.test/reset?token=abc123&amp;src=mail">Reset</a></p>',
    });
    expect(sink.messages).toHaveLength(1);
    const message = sink.messages[0]!;
    expect(message.from).toBe('noreply@loomflow.test');
    expect(message.to).toEqual(['alice@example.com', 'bob@example.com']);
    expect(message.envelope).toEqual({
      from: 'noreply@loomflow.test',
      to: ['alice@example.com', 'bob@example.com'],
    });
    expect(message.subject).toBe('Reset your password');
    expect(message.text.trim()).toBe('Open https://app.loomflow.test/reset?token=abc123 to continue.');
    expect(message.html).toContain('<a href=');
    expect(message.authUser).toBe('mailer@loomflow.test');
    expect(message.headers['subject']).toBe('Reset your password');
    expect(extractLinks(message.text)).toEqual(['https://app.loomflow.test/reset?token=abc123']);
    expect(extractLinks(message.html ?? '')).toEqual([
      'https://app.loomflow.test/reset?token=abc123&src=mail',
    ]);
  });

  it('accepts unauthenticated senders too', async () => {
    await send({ to: 'carol@example.com', subject: 'No auth', text: 'hello', auth: false });
    const message = await sink.waitForMessage((candidate) => candidate.subject === 'No auth');
    expect(message.authUser).toBeUndefined();
    expect(message.html).toBeUndefined();
  });

  it('waitForMessage resolves for a message that arrives later, and for one already received', async () => {
    const waiting = sink.waitForMessage((message) => message.to.includes('dave@example.com'));
    await send({ to: 'erin@example.com', subject: 'Not this one', text: 'x' });
    await send({ to: 'dave@example.com', subject: 'Welcome, Dave', text: 'Hi Dave' });
    await expect(waiting).resolves.toMatchObject({ subject: 'Welcome, Dave' });
    const again = await sink.waitForMessage((message) => message.subject === 'Not this one', 10);
    expect(again.to).toEqual(['erin@example.com']);
  });

  it('waitForMessage rejects with a clear error after the timeout', async () => {
    await send({ to: 'frank@example.com', subject: 'Something else', text: 'x' });
    const startedAt = performance.now();
    await expect(sink.waitForMessage((message) => message.subject === 'Never sent', 100)).rejects.toThrow(
      /No matching email arrived at the SMTP sink .* within 100 ms; 1 message\(s\) received: "Something else"/,
    );
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(99);
  });

  it('clear() forgets received messages', async () => {
    await send({ to: 'gina@example.com', subject: 'To be cleared', text: 'x' });
    sink.clear();
    expect(sink.messages).toHaveLength(0);
  });

  it('close() rejects pending waiters', async () => {
    const other = await startSmtpSink();
    const waiting = other.waitForMessage(() => true, 5_000);
    await other.close();
    await expect(waiting).rejects.toThrow(/closed/);
  });
});

describe('extractLinks', () => {
  it('finds http(s) links in order, without duplicates or trailing punctuation', () => {
    const text = `Visit https://a.test/x. Then (see http://b.test/path?q=1), and https://a.test/x again!
      Wiki: https://en.wikipedia.org/wiki/Graph_(discrete_mathematics); <https://c.test/>`;
    expect(extractLinks(text)).toEqual([
      'https://a.test/x',
      'http://b.test/path?q=1',
      'https://en.wikipedia.org/wiki/Graph_(discrete_mathematics)',
      'https://c.test/',
    ]);
  });

  it('returns an empty list when there are none', () => {
    expect(extractLinks('no links here')).toEqual([]);
  });
});
