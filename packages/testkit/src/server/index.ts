export * from './accounts.ts';
export * from './http-session.ts';
export * from './test-database.ts';
export * from './test-server.ts';
export * from './test-license.ts';
export * from './members.ts';
