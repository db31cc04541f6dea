import { isRecord, type CredentialData } from '@loomflow/core';
import { rowsOf, textOf } from '../runtime-shared/input-guards.ts';

/** `[{key, value}]` rows as pairs (rows without a key are skipped). */
export function keyValues(value: unknown): [string, string][] {
  return rowsOf(value).flatMap((row) => {
    const key = textOf(row.key).trim();
    return key === '' ? [] : [[key, textOf(row.value)]];
  });
}

/** The headers a chosen HTTP credential adds (basic auth, bearer token or an API key header). */
export function credentialHeaders(data: CredentialData): Record<string, string> {
  if (typeof data.basicAuthUsername === 'string' || typeof data.basicAuthPassword === 'string') {
    const pair = `${textOf(data.basicAuthUsername)}:${textOf(data.basicAuthPassword)}`;
    return { authorization: `Basic ${Buffer.from(pair).toString('base64')}` };
  }
  if (typeof data.token === 'string') return { authorization: `Bearer ${data.token}` };
  if (typeof data.key === 'string' && data.key !== '') return { [data.key]: textOf(data.value) };
  throw new Error('HTTP: the chosen credential is not a basic auth, bearer token or API key credential.');
}

export interface RequestBody {
  readonly body: RequestInit['body'];
  readonly contentType: string | undefined;
}

/** The request body for a body type: JSON (checked), raw text, multipart form data or URL-encoded form. */
export function requestBody(bodyType: string, value: unknown): RequestBody {
  switch (bodyType) {
    case 'json': {
      if (isRecord(value) || Array.isArray(value)) {
        return { body: JSON.stringify(value), contentType: 'application/json' };
      }
      const text = textOf(value).trim();
      if (text === '') return { body: undefined, contentType: undefined };
      try {
        JSON.parse(text);
      } catch {
        throw new Error(`HTTP: the JSON body is not valid JSON: ${text.slice(0, 100)}`);
      }
      return { body: text, contentType: 'application/json' };
    }
    case 'raw': {
      const text = textOf(value);
      return { body: text === '' ? undefined : text, contentType: 'text/plain' };
    }
    case 'formData': {
      const form = new FormData();
      for (const [key, item] of keyValues(value)) form.append(key, item);
      return { body: form, contentType: undefined };
    }
    case 'xWwwFormUrlencoded':
      return {
        body: new URLSearchParams(keyValues(value)).toString(),
        contentType: 'application/x-www-form-urlencoded',
      };
    default:
      return { body: undefined, contentType: undefined };
  }
}

/** The response data in the chosen response type (JSON falls back to text when the body is not JSON). */
export async function responseData(response: Response, responseType: string): Promise<unknown> {
  if (responseType === 'base64' || responseType === 'arraybuffer') {
    return Buffer.from(await response.arrayBuffer()).toString('base64');
  }
  const text = await response.text();
  if (responseType === 'text') return text;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return text;
  }
}
