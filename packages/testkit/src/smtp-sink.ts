import { simpleParser } from 'mailparser';
import type { AddressObject, ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { SMTPServerSession } from 'smtp-server';

/** One message as the sink received it. Addresses are bare (`a@b.c`), without display names. */
export interface SinkMessage {
  /** `From:` header address (falls back to the envelope sender). */
  from: string;
  /** `To:` header addresses (falls back to the envelope recipients). */
  to: string[];
  cc: string[];
  /** SMTP envelope, which includes Bcc recipients. */
  envelope: { from: string; to: string[] };
  subject: string;
  text: string;
  /** HTML body, or `undefined` for text-only messages. */
  html: string | undefined;
  /** Lower-cased header name → raw value of its first occurrence. */
  headers: Record<string, string>;
  attachments: { filename: string | undefined; contentType: string; size: number }[];
  /** Username the client authenticated with, if it authenticated. */
  authUser: string | undefined;
  receivedAt: Date;
}

export interface SmtpSink {
  readonly host: string;
  readonly port: number;
  /** Messages received so far, oldest first. */
  readonly messages: readonly SinkMessage[];
  /** Resolves with the first message (already received or arriving later) that matches. */
  waitForMessage(predicate?: (message: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  clear(): void;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

interface Waiter {
  predicate: (message: SinkMessage) => boolean;
  resolve: (message: SinkMessage) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects
    .flatMap((object) =>
      object.value.flatMap((entry) => [
        entry.address,
        ...(entry.group ?? []).map((member) => member.address),
      ]),
    )
    .filter((address): address is string => typeof address === 'string' && address.length > 0);
}

function toSinkMessage(mail: ParsedMail, session: SMTPServerSession): SinkMessage {
  const envelopeFrom = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
  const envelopeTo = session.envelope.rcptTo.map((recipient) => recipient.address);
  const headerTo = addresses(mail.to);
  const headers: Record<string, string> = {};
  for (const { key, line } of mail.headerLines) {
    headers[key] ??= line.slice(line.indexOf(':') + 1).trim();
  }
  return {
    from: addresses(mail.from)[0] ?? envelopeFrom,
    to: headerTo.length > 0 ? headerTo : envelopeTo,
    cc: addresses(mail.cc),
    envelope: { from: envelopeFrom, to: envelopeTo },
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: mail.html === false ? undefined : mail.html,
    headers,
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      size: attachment.size,
    })),
    authUser: typeof session.user === 'string' ? session.user : undefined,
    receivedAt: new Date(),
  };
}

/** Runs a caller's predicate; an exception becomes the error to reject with. */
function safeTest(predicate: (message: SinkMessage) => boolean, message: SinkMessage): boolean | Error {
  try {
    return predicate(message);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

function describeMessages(messages: readonly SinkMessage[]): string {
  if (messages.length === 0) return 'no messages were received';
  const subjects = messages.map((message) => `"${message.subject}" → ${message.to.join(', ')}`);
  return `${messages.length} message(s) received: ${subjects.join('; ')}`;
}

export interface SmtpSinkOptions {
  /** Port to listen on; 0 (default) picks an ephemeral port. */
  port?: number;
}

/** A real SMTP server on 127.0.0.1 (ephemeral port, no TLS, any credentials accepted) that keeps every message. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const host = '127.0.0.1';
  const messages: SinkMessage[] = [];
  let waiters: Waiter[] = [];

  const deliver = (message: SinkMessage): void => {
    messages.push(message);
    waiters = waiters.filter((waiter) => {
      const outcome = safeTest(waiter.predicate, message);
      if (outcome === false) return true;
      clearTimeout(waiter.timer);
      if (outcome === true) waiter.resolve(message);
      else waiter.reject(outcome);
      return false;
    });
  };

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 1000,
    size: MAX_MESSAGE_BYTES,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' });
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (stream.sizeExceeded) {
            callback(
              Object.assign(new Error('Message exceeds the SMTP sink size limit'), { responseCode: 552 }),
            );
            return;
          }
          deliver(toSinkMessage(mail, session));
          callback();
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    const listener = server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      const address = listener.address();
      if (address === null || typeof address === 'string')
        reject(new Error('SMTP sink did not bind a TCP port.'));
      else resolve(address.port);
    });
  });
  let closing: Promise<void> | undefined;

  return {
    host,
    port,
    messages,
    waitForMessage(predicate = () => true, timeoutMs = 5000) {
      for (const message of messages) {
        const outcome = safeTest(predicate, message);
        if (outcome instanceof Error) return Promise.reject(outcome);
        if (outcome) return Promise.resolve(message);
      }
      if (closing) return Promise.reject(new Error('SMTP sink is closed; no more messages will arrive.'));
      return new Promise<SinkMessage>((resolve, reject) => {
        const waiter: Waiter = {
          predicate,
          resolve,
          reject,
          timer: setTimeout(() => {
            waiters = waiters.filter((other) => other !== waiter);
            reject(
              new Error(
                `No matching email arrived at the SMTP sink (${host}:${port}) within ${timeoutMs} ms; ${describeMessages(messages)}.`,
              ),
            );
          }, timeoutMs),
        };
        waiters.push(waiter);
      });
    },
    clear() {
      messages.length = 0;
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        for (const waiter of waiters) {
          clearTimeout(waiter.timer);
          waiter.reject(new Error('SMTP sink was closed before a matching email arrived.'));
        }
        waiters = [];
        server.close(() => {
          resolve();
        });
      });
      return closing;
    },
  };
}

/** Every http(s) URL in a text or HTML body, in order of appearance, without duplicates. */
export function extractLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s"'<>`]+/gi) ?? [];
  return [...new Set(found.map((raw) => trimTrailingPunctuation(raw.replace(/&amp;/g, '&'))))];
}

const CLOSERS: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{' };

/** Drops sentence punctuation after a URL, and closing brackets that the URL itself did not open. */
function trimTrailingPunctuation(url: string): string {
  const count = (text: string, char: string): number => text.split(char).length - 1;
  let result = url;
  while (result.length > 0) {
    const last = result.charAt(result.length - 1);
    const opener = CLOSERS[last];
    const strip =
      opener === undefined ? '.,;:!?'.includes(last) : count(result, opener) < count(result, last);
    if (!strip) break;
    result = result.slice(0, -1);
  }
  return result;
}
