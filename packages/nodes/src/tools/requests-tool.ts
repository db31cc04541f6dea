import type { NodeName } from '../node-registry.ts';
import { DynamicStructuredTool } from '@langchain/core/tools';
import { objectOf, textOf } from '../agentflow/runtime-shared/input-guards.ts';
import {
  headersOf,
  jsonSchemaOf,
  paramsOf,
  sendToolRequest,
  stripHtml,
  type HttpToolParam,
} from './http-tool.ts';
import type { ToolBuilder } from './tool-builder.ts';
import { toolName } from './tool-builder.ts';

/**
 * The URL with path parameters filled in (`:id` / `{id}` placeholders, else appended as `/value`, as Flowise does)
 * and the other parameters added to the query.
 */
export function requestUrl(
  base: string,
  params: readonly HttpToolParam[],
  args: Readonly<Record<string, unknown>>,
): string {
  let url = base;
  const appended: string[] = [];
  const query = new URLSearchParams();
  for (const param of params) {
    const value = args[param.name];
    if (value === undefined || value === null || value === '') continue;
    const text = encodeURIComponent(textOf(value));
    if (param.location === 'path') {
      if (url.includes(`:${param.name}`)) url = url.replace(`:${param.name}`, text);
      else if (url.includes(`{${param.name}}`)) url = url.replace(`{${param.name}}`, text);
      else appended.push(text);
    } else query.append(param.name, textOf(value));
  }
  if (appended.length > 0) url = `${url.replace(/\/+$/, '')}/${appended.join('/')}`;
  const search = query.toString();
  if (search === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

interface RequestsToolSpec {
  readonly name: NodeName;
  readonly prefix: string;
  readonly method: 'GET' | 'DELETE' | 'POST' | 'PUT';
  readonly defaultName: string;
  readonly defaultDescription: string;
  /** Config key of the fixed JSON body (POST/PUT). */
  readonly bodyKey?: string;
}

function withUrl(
  schema: Readonly<Record<string, unknown>>,
  needsUrl: boolean,
): Readonly<Record<string, unknown>> {
  if (!needsUrl) return schema;
  const required: unknown[] = Array.isArray(schema.required) ? schema.required : [];
  return {
    type: 'object',
    properties: { url: { type: 'string', description: 'the URL to call' }, ...objectOf(schema.properties) },
    required: ['url', ...required],
  };
}

/** A Requests tool component (Get, Delete: query/path parameters; Post, Put: a JSON body). */
export function requestsToolBuilder(spec: RequestsToolSpec): ToolBuilder<NodeName> {
  const label = `Requests ${spec.method.charAt(0)}${spec.method.slice(1).toLowerCase()}`;
  return {
    name: spec.name,
    build: (config, context) => {
      const fixedUrl = stripHtml(textOf(config[`${spec.prefix}Url`]));
      const headers = headersOf(stripHtml(textOf(config[`${spec.prefix}Headers`])), label);
      const maxOutputLength = config[`${spec.prefix}MaxOutputLength`];
      const hasBody = spec.bodyKey !== undefined;
      const params = paramsOf(
        stripHtml(textOf(config[`${spec.prefix}${hasBody ? 'BodySchema' : 'QueryParamsSchema'}`])),
        label,
      );
      const fixedBody = spec.bodyKey === undefined ? {} : objectOf(stripHtml(textOf(config[spec.bodyKey])));
      const hasFixedBody = Object.keys(fixedBody).length > 0;
      const argsSchema: Readonly<Record<string, unknown>> =
        hasBody && !hasFixedBody && params.length === 0
          ? { type: 'object', properties: { body: { type: 'object' } }, required: ['body'] }
          : hasFixedBody
            ? { type: 'object', properties: {} }
            : jsonSchemaOf(params);
      return Promise.resolve(
        new DynamicStructuredTool({
          name: toolName(textOf(config[`${spec.prefix}Name`]), spec.defaultName),
          description: textOf(config[`${spec.prefix}Description`]) || spec.defaultDescription,
          schema: withUrl(argsSchema, fixedUrl === ''),
          returnDirect: config.returnDirect === true,
          func: (args: Readonly<Record<string, unknown>>) => {
            const { url, body, ...rest } = args;
            const base = fixedUrl || textOf(url);
            if (!hasBody) {
              return sendToolRequest(
                context,
                requestUrl(base, params, rest),
                { method: spec.method, headers },
                maxOutputLength,
                label,
              );
            }
            const payload = hasFixedBody ? fixedBody : params.length > 0 ? rest : objectOf(body);
            return sendToolRequest(
              context,
              base,
              {
                method: spec.method,
                headers: { 'content-type': 'application/json', ...headers },
                body: JSON.stringify(payload),
              },
              maxOutputLength,
              label,
            );
          },
        }),
      );
    },
  };
}

export const requestsGetBuilder = requestsToolBuilder({
  name: 'requestsGet',
  prefix: 'requestsGet',
  method: 'GET',
  defaultName: 'requests_get',
  defaultDescription:
    'A portal to the internet. Use this when you need to get specific content from a website.',
});

export const requestsDeleteBuilder = requestsToolBuilder({
  name: 'requestsDelete',
  prefix: 'requestsDelete',
  method: 'DELETE',
  defaultName: 'requests_delete',
  defaultDescription: 'Use this when you need to delete something on a website through its API.',
});

export const requestsPostBuilder = requestsToolBuilder({
  name: 'requestsPost',
  prefix: 'requestsPost',
  method: 'POST',
  defaultName: 'requests_post',
  defaultDescription: 'Use this when you want to POST to a website. The output is the text response.',
  bodyKey: 'requestPostBody',
});

export const requestsPutBuilder = requestsToolBuilder({
  name: 'requestsPut',
  prefix: 'requestsPut',
  method: 'PUT',
  defaultName: 'requests_put',
  defaultDescription: 'Use this when you want to PUT to a website. The output is the text response.',
  bodyKey: 'requestPutBody',
});
