import type { McpStdioConfig } from './mcp-config.ts';

/** The server's setting that allows stdio MCP servers. */
export const MCP_STDIO_SETTING = 'CUSTOM_MCP_ALLOWED_COMMANDS';

/** Which stdio MCP servers this server may start (the server's configuration decides; none by default). */
export interface McpStdioPolicy {
  /** Exact commands (`node`, `/opt/mcp/bin/github-mcp`) a configuration may start. */
  readonly allowedCommands: readonly string[];
  /** PATH given to every started server; the server's own PATH when absent. */
  readonly path?: string;
}

/** Variables that change how any program loads or runs: a configuration may not set them. */
const LOADER_VARIABLES = /^(PATH|NODE_OPTIONS|LD_.*|DYLD_.*)$/i;

/** What a child process is started with. */
export interface McpStdioLaunch {
  readonly command: string;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
}

/**
 * The launch of an allowed stdio server, or an error naming the setting to change. The child's environment is
 * the configuration's `env` plus PATH, nothing else of the server's.
 */
export function stdioLaunch(config: McpStdioConfig, policy: McpStdioPolicy | undefined): McpStdioLaunch {
  const allowed = policy?.allowedCommands ?? [];
  if (allowed.length === 0)
    throw new Error(
      `stdio MCP servers ("command") are disabled on this server: give an MCP server "url", or ask an administrator to list the command in ${MCP_STDIO_SETTING}`,
    );
  if (!allowed.includes(config.command))
    throw new Error(
      `the command "${config.command}" is not allowed for stdio MCP servers on this server (allowed: ${allowed.join(', ')}); an administrator lists the commands in ${MCP_STDIO_SETTING}`,
    );
  const refused = Object.keys(config.env).filter((name) => LOADER_VARIABLES.test(name));
  if (refused.length > 0) throw new Error(`the MCP server's "env" may not set ${refused.join(', ')}`);
  const path = policy?.path ?? process.env.PATH ?? '';
  return { command: config.command, args: config.args, env: { ...config.env, PATH: path } };
}
