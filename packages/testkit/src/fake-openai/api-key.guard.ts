import type { IncomingHttpHeaders } from 'node:http';
import type { ResolvedOptions } from './server.state.ts';

export type ApiKeyCheck = { ok: true } | { ok: false; message: string; code: string | null };

const MISSING_KEY =
  "You didn't provide an API key. You need to provide your API key in an Authorization header " +
  'using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).';

function redact(key: string): string {
  return key.length <= 8 ? '*'.repeat(key.length) : `${key.slice(0, 3)}${'*'.repeat(4)}${key.slice(-4)}`;
}

/** Mirrors OpenAI: a Bearer token must be present; when `apiKey` is configured it must match exactly. */
export function checkApiKey(headers: IncomingHttpHeaders, options: ResolvedOptions): ApiKeyCheck {
  if (!options.requireApiKey) return { ok: true };
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
  // Azure OpenAI clients send the key in an `api-key` header instead.
  const azureKey = headers['api-key'];
  const key =
    match?.[1] ?? (typeof azureKey === 'string' && azureKey.trim() !== '' ? azureKey.trim() : undefined);
  if (key === undefined) return { ok: false, message: MISSING_KEY, code: null };
  if (options.apiKey !== undefined && key !== options.apiKey) {
    return {
      ok: false,
      message: `Incorrect API key provided: ${redact(key)}. The fake server expects a different key.`,
      code: 'invalid_api_key',
    };
  }
  return { ok: true };
}
