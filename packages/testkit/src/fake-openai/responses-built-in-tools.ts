import type { ResponsesRequest } from './responses-request.ts';

type Item = Record<string, unknown>;

/** A 1×1 transparent PNG: what the fake's image generation draws. */
const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Where the fake's web search "found" its answer: the citation its message carries. */
export const FAKE_SEARCH_RESULT = {
  url: 'https://example.com/fake-search-result',
  title: 'Fake search result',
};

/** Why the API refuses the request's built-in tool definitions, or undefined. */
export function builtInToolsProblem(request: ResponsesRequest): string | undefined {
  for (const [index, tool] of (request.tools ?? []).entries()) {
    if (tool.type === 'code_interpreter' && tool.container === undefined)
      return `Missing required parameter: 'tools[${String(index)}].container'.`;
  }
  return undefined;
}

/** The call items of the built-in tools a reply uses, or why the request cannot have them (not offered). */
export function builtInCallItems(
  names: readonly string[],
  request: ResponsesRequest,
  question: string,
  nextId: (prefix: string) => string,
): { items: Item[] } | { problem: string } {
  const offered = new Set((request.tools ?? []).map((tool) => tool.type));
  const items: Item[] = [];
  for (const name of names) {
    if (!offered.has(name))
      return { problem: `the script uses the built-in tool "${name}" the request did not offer` };
    if (name === 'web_search_preview')
      items.push({
        type: 'web_search_call',
        id: nextId('ws_fake_'),
        status: 'completed',
        action: { type: 'search', query: question },
      });
    else if (name === 'code_interpreter')
      items.push({
        type: 'code_interpreter_call',
        id: nextId('ci_fake_'),
        status: 'completed',
        container_id: 'cntr_fake',
        code: `print(${JSON.stringify(question)})`,
        outputs: [{ type: 'logs', logs: question }],
      });
    else
      items.push({
        type: 'image_generation_call',
        id: nextId('ig_fake_'),
        status: 'completed',
        result: PIXEL_PNG,
      });
  }
  return { items };
}

/** The citation a message answered after a web search carries (the whole text cites the result). */
export function searchCitations(items: readonly Item[], text: string): Item[] {
  if (!items.some((item) => item.type === 'web_search_call')) return [];
  return [{ type: 'url_citation', start_index: 0, end_index: text.length, ...FAKE_SEARCH_RESULT }];
}
