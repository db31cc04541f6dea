import { isRecord } from '@loomflow/core';

/**
 * Anthropic's server tools as the Messages API documents them: the request offers `{type: 'web_search_20250305',
 * name: 'web_search'}` / `{type: 'web_fetch_20250910', name: 'web_fetch'}` (web fetch behind the
 * `web-fetch-2025-09-10` beta); the answer holds a `server_tool_use` block and its `*_tool_result` block before
 * the text, which cites the search result.
 */

type Block = Record<string, unknown>;

export const FAKE_WEB_RESULT = { url: 'https://example.com/fake-web-result', title: 'Fake web result' };

const TOOL_TYPES: Readonly<Record<string, string>> = {
  web_search: 'web_search_20250305',
  web_fetch: 'web_fetch_20250910',
};

/** Why the API refuses the server tools a reply uses with this request, or undefined. */
export function serverToolsProblem(
  names: readonly string[],
  body: Readonly<Record<string, unknown>>,
  betaHeader: string,
): string | undefined {
  const offered = Array.isArray(body.tools) ? body.tools.filter(isRecord) : [];
  for (const name of names) {
    const type = TOOL_TYPES[name];
    if (!offered.some((tool) => tool.type === type && tool.name === name))
      return `the script uses the server tool "${name}" the request did not offer`;
    if (name === 'web_fetch' && !betaHeader.includes('web-fetch-2025-09-10'))
      return 'tools: web_fetch_20250910 requires the anthropic-beta header web-fetch-2025-09-10';
  }
  return undefined;
}

/** The blocks of each server tool the model ran: its use and its result. */
export function serverToolBlocks(
  names: readonly string[],
  question: string,
  idOf: (index: number) => string,
) {
  return names.flatMap((name, index): Block[] => {
    const id = idOf(index);
    if (name === 'web_search')
      return [
        { type: 'server_tool_use', id, name, input: { query: question } },
        {
          type: 'web_search_tool_result',
          tool_use_id: id,
          content: [
            { type: 'web_search_result', ...FAKE_WEB_RESULT, encrypted_content: 'fake', page_age: null },
          ],
        },
      ];
    return [
      { type: 'server_tool_use', id, name, input: { url: FAKE_WEB_RESULT.url } },
      {
        type: 'web_fetch_tool_result',
        tool_use_id: id,
        content: {
          type: 'web_fetch_result',
          url: FAKE_WEB_RESULT.url,
          content: {
            type: 'document',
            source: { type: 'text', media_type: 'text/plain', data: `The page about: ${question}` },
            title: FAKE_WEB_RESULT.title,
          },
          retrieved_at: '2025-01-01T00:00:00Z',
        },
      },
    ];
  });
}

/** The citations of a text answered after a web search (the whole text cites the result). */
export function searchCitations(names: readonly string[], text: string): Block[] {
  if (!names.includes('web_search')) return [];
  return [
    { type: 'web_search_result_location', ...FAKE_WEB_RESULT, encrypted_index: 'fake', cited_text: text },
  ];
}
