import type { NodeName } from '../../node-registry.ts';
import type { NodeExecutor, NodeRunContext, NodeRunResult } from '../../runtime/node-executor.ts';
import { stripHtml } from '../../tools/http-tool.ts';
import { textOf } from '../runtime-shared/input-guards.ts';
import { typedInputs } from '../runtime-shared/typed-inputs.ts';
import { httpAgentflow } from './definition.ts';
import { credentialHeaders, keyValues, requestBody, responseData } from './http-request.ts';

function requestUrl(text: string, query: readonly [string, string][]): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new Error(`HTTP: "${text}" is not a valid URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('HTTP: the URL must start with http:// or https://.');
  }
  for (const [key, value] of query) url.searchParams.append(key, value);
  return url;
}

async function execute(context: NodeRunContext): Promise<NodeRunResult> {
  const inputs = typedInputs(httpAgentflow, context.inputs);
  const method = inputs.method || 'GET';
  const url = requestUrl(stripHtml(textOf(inputs.url)), keyValues(inputs.queryParams));
  const headers = new Headers(keyValues(inputs.headers));
  if (context.credentialId) {
    const data = await context.services.credentials.read(context.credentialId);
    for (const [key, value] of Object.entries(credentialHeaders(data))) headers.set(key, value);
  }
  const bodyType = textOf(inputs.bodyType);
  const { body, contentType } =
    method === 'GET'
      ? { body: undefined, contentType: undefined }
      : requestBody(bodyType, context.inputs.body);
  if (contentType !== undefined && !headers.has('content-type')) headers.set('content-type', contentType);

  const response = await context.services.fetch(url.toString(), {
    method,
    headers,
    body,
    signal: context.signal,
  });
  const responseType = textOf(inputs.responseType) || 'json';
  if (!response.ok) {
    const text = await response.text();
    throw new Error(
      `HTTP: ${method} ${url.toString()} answered ${response.status} ${response.statusText}${text ? `: ${text.slice(0, 300)}` : ''}`,
    );
  }
  const data = await responseData(response, responseType);
  const content = typeof data === 'string' ? data : JSON.stringify(data);
  return {
    input: {
      http: { method, url: url.toString(), headers: headerRecord(headers), bodyType },
    },
    output: {
      content,
      http: {
        data,
        status: response.status,
        statusText: response.statusText,
        headers: headerRecord(response.headers),
      },
    },
  };
}

/** Headers as a plain object (works without the DOM iterable typings). */
function headerRecord(headers: Headers): Record<string, string> {
  const record: Record<string, string> = {};
  headers.forEach((value, name) => {
    record[name] = value;
  });
  return record;
}

/** HTTP: one request through the SSRF-guarded fetch, with the node's headers, query, body and credential. */
export const httpExecutor: NodeExecutor<NodeName> = { name: 'httpAgentflow', execute };
