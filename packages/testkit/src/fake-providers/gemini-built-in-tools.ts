import { isRecord } from '@loomflow/core';

/**
 * Gemini's built-in tools as its generateContent reference documents them: the request offers `{googleSearch: {}}`,
 * `{urlContext: {}}` or `{codeExecution: {}}` in `tools`; a grounded answer carries `groundingMetadata` (the
 * queries run, the web sources, which text each supports), URL context `urlContextMetadata`, and code execution
 * `executableCode` + `codeExecutionResult` parts before the text.
 */

export const FAKE_SOURCE = { uri: 'https://example.com/fake-grounding-source', title: 'example.com' };

type Body = Readonly<Record<string, unknown>>;

/** Why the script cannot use these tools with this request (not offered), or undefined. */
export function builtInToolsProblem(names: readonly string[], body: Body): string | undefined {
  const offered = Array.isArray(body.tools) ? body.tools.filter(isRecord) : [];
  const missing = names.find((name) => !offered.some((tool) => name in tool));
  return missing === undefined
    ? undefined
    : `the script uses the built-in tool "${missing}" the request did not offer`;
}

/** The code execution parts of an answer that ran code. */
export function codeExecutionParts(names: readonly string[], question: string): Record<string, unknown>[] {
  if (!names.includes('codeExecution')) return [];
  return [
    { executableCode: { language: 'PYTHON', code: `print(${JSON.stringify(question)})` } },
    { codeExecutionResult: { outcome: 'OUTCOME_OK', output: `${question}\n` } },
  ];
}

/** The candidate's metadata of a grounded answer (search) and of the URLs it read. */
export function groundingFields(
  names: readonly string[],
  question: string,
  text: string,
): Record<string, unknown> {
  return {
    ...(names.includes('googleSearch')
      ? {
          groundingMetadata: {
            webSearchQueries: [question],
            groundingChunks: [{ web: FAKE_SOURCE }],
            groundingSupports: [
              { segment: { startIndex: 0, endIndex: text.length, text }, groundingChunkIndices: [0] },
            ],
          },
        }
      : {}),
    ...(names.includes('urlContext')
      ? {
          urlContextMetadata: {
            urlMetadata: [
              { retrievedUrl: FAKE_SOURCE.uri, urlRetrievalStatus: 'URL_RETRIEVAL_STATUS_SUCCESS' },
            ],
          },
        }
      : {}),
  };
}
