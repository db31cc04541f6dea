import { mcpHttpConfig, type McpHttpConfig } from './mcp-config.ts';

/** Words of a command line: whitespace separates, single or double quotes keep spaces (and are removed). */
function words(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g))
    found.push(match[1] ?? match[2] ?? match[3] ?? '');
  return found;
}

const USAGE =
  'give --sse <url> or --streamableHttp <url>, with --header "Name: value" or --oauth2Bearer <token> if the server needs them';

/**
 * Supergateway's client arguments (`--sse "https://…"`, `--streamableHttp`, `--header`, `--oauth2Bearer`) as the
 * remote server they name: Loomflow connects to it directly (through the guarded fetch) instead of starting
 * Supergateway to bridge it to stdio. Other arguments are refused with what is supported.
 */
export function supergatewayConfig(text: unknown): McpHttpConfig {
  if (typeof text !== 'string' || text.trim() === '') throw new Error(`the Arguments are empty: ${USAGE}`);
  const args = words(text);
  let url: string | undefined;
  let transport: McpHttpConfig['transport'] = 'sse';
  const headers: Record<string, string> = {};
  for (let index = 0; index < args.length; index += 1) {
    const flag = args[index];
    const value = args[index + 1];
    if (value === undefined) throw new Error(`"${flag ?? ''}" needs a value: ${USAGE}`);
    index += 1;
    switch (flag) {
      case '--sse':
        url = value;
        transport = 'sse';
        break;
      case '--streamableHttp':
        url = value;
        transport = 'streamable';
        break;
      case '--header': {
        const colon = value.indexOf(':');
        if (colon <= 0) throw new Error(`--header "${value}" must be "Name: value"`);
        headers[value.slice(0, colon).trim()] = value.slice(colon + 1).trim();
        break;
      }
      case '--oauth2Bearer':
        headers.Authorization = `Bearer ${value}`;
        break;
      case '--logLevel':
        break;
      default:
        throw new Error(`the argument "${flag ?? ''}" is not supported: ${USAGE}`);
    }
  }
  if (url === undefined) throw new Error(`no server URL in the Arguments: ${USAGE}`);
  return mcpHttpConfig(url, headers, transport);
}
