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
export const TEXT_SPLITTERS: ReadonlyMap<string, TextSplitterExecutor> = new Map(
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
export const TEXT_SPLITTER_NAMES: readonly string[] = [...TEXT_SPLITTERS.keys()];

export function findTextSplitter(name: string): TextSplitterExecutor | undefined {
  return TEXT_SPLITTERS.get(name);
}
