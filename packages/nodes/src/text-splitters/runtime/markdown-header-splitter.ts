import { MarkdownTextSplitter, type TextSplitterParams } from '@langchain/textsplitters';

/** Cuts Markdown before each heading of level 1 to `level` (headings inside code fences are text). */
export function markdownSections(text: string, level: number): string[] {
  const sections: string[] = [];
  let current: string[] = [];
  let fence: string | undefined;
  const heading = new RegExp(`^#{1,${level}}\\s`);
  for (const line of text.split('\n')) {
    const fenceMark = /^\s*(```|~~~)/.exec(line)?.[1];
    if (fenceMark !== undefined)
      fence = fence === undefined ? fenceMark : fence === fenceMark ? undefined : fence;
    else if (fence === undefined && heading.test(line) && current.some((kept) => kept.trim() !== '')) {
      sections.push(current.join('\n'));
      current = [];
    }
    current.push(line);
  }
  if (current.some((kept) => kept.trim() !== '')) sections.push(current.join('\n'));
  return sections;
}

/** The Markdown splitter that first cuts at headings of a level ("Split by Headers"), then by size. */
export class MarkdownHeaderTextSplitter extends MarkdownTextSplitter {
  constructor(
    private readonly level: number,
    fields: Partial<TextSplitterParams>,
  ) {
    super(fields);
  }

  override async splitText(text: string): Promise<string[]> {
    const chunks: string[] = [];
    for (const section of markdownSections(text, this.level))
      chunks.push(...(await super.splitText(section)));
    return chunks;
  }
}
