export * from './fake-openai/index.ts';
export * from './fake-providers/index.ts';
export { extractLinks, startSmtpSink } from './smtp-sink.ts';
export type { SinkMessage, SmtpSink, SmtpSinkOptions } from './smtp-sink.ts';
export * from './server/index.ts';
export * from './fake-stripe/index.ts';
export * from './fixtures/index.ts';
export * from './fake-oidc/index.ts';
