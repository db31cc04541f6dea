import type { NodeName } from '../../node-registry.ts';
import type { DocumentLoaderExecutor } from '../../runtime/document-processing.ts';
import { apiLoader } from '../source-loader.nodes.ts';
import { fetchText, httpUrl } from './http-text.ts';
import { applyLoaderMetadata } from './loader-metadata.ts';
import { NodeInputs } from './node-inputs.ts';

/** Header values as text; anything else is refused by name. */
function headersOf(inputs: NodeInputs): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(inputs.jsonObject('headers') ?? {})) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      headers[name] = String(value);
    else inputs.fail(`header "${name}" must be text`);
  }
  return headers;
}

/** API Loader: the answer of a GET or POST (headers and JSON body as given), through the SSRF-guarded fetch. */
export const apiLoaderExecutor: DocumentLoaderExecutor<NodeName> = {
  name: apiLoader.name,
  async load(context) {
    const inputs = new NodeInputs(apiLoader.label, context.inputs);
    const method = inputs.choice('method', ['GET', 'POST']) ?? 'GET';
    const url = httpUrl(inputs, 'url');
    const headers = headersOf(inputs);
    const init: RequestInit = { method, headers, signal: context.signal };
    if (method === 'POST') {
      const body = inputs.json('body');
      if (body !== undefined) {
        init.body = JSON.stringify(body);
        if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type'))
          headers['content-type'] = 'application/json';
      }
    }
    const fetched = await fetchText(context.fetch, inputs, url, init);
    if (fetched.text.trim() === '') inputs.fail(`${method} ${url} answered nothing`);
    return applyLoaderMetadata([{ pageContent: fetched.text, metadata: { source: url } }], inputs);
  },
};
