export { loadConfig, type AppConfig } from './config/config.ts';
export { createServer, type LoomflowServer, type CreateServerOptions } from './server.ts';
export type { Mailer, MailMessage } from './mail/mailer.ts';
export type { RegisteredRoute } from './http/app.ts';
export type { RouteAccess } from './http/route-access.ts';
export { signLicense } from './license/license-token.ts';
