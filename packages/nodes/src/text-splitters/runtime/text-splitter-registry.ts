import type { NodeName } from '../../node-registry.ts';
import type { TextSplitterExecutor } from '../../runtime/document-processing.ts';
import {
  characterSplitter,
  codeSplitter,
  htmlToMarkdownSplitter,
  markdownSplitter,
  recursiveCharacterSplitter,
  tokenSplitter,
} from './text-splitter-executors.ts';

/** Every text splitter executor (explicit list), keyed by node name. */
export const TEXT_SPLITTERS: ReadonlyMap<NodeName, TextSplitterExecutor<NodeName>> = new Map(
  [
    recursiveCharacterSplitter,
    characterSplitter,
    tokenSplitter,
    markdownSplitter,
    htmlToMarkdownSplitter,
    codeSplitter,
  ].map((splitter) => [splitter.name, splitter]),
);

/** The node names of the splitters that run. */
export const TEXT_SPLITTER_NAMES: readonly NodeName[] = [...TEXT_SPLITTERS.keys()];

/** Looked up by any text (a saved node may name anything). */
const byAnyName: ReadonlyMap<string, TextSplitterExecutor> = TEXT_SPLITTERS;

export function findTextSplitter(name: string): TextSplitterExecutor | undefined {
  return byAnyName.get(name);
}
