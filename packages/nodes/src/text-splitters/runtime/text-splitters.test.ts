import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TextDocument } from '../../runtime/document-processing.ts';
import { localEncoder } from './token-text-splitter.ts';
import { findTextSplitter } from './text-splitter-registry.ts';

function split(name: string, documents: readonly TextDocument[], inputs: Record<string, unknown>) {
  const splitter = findTextSplitter(name);
  if (!splitter) throw new Error(`no splitter ${name}`);
  return splitter.split(documents, inputs);
}

const doc = (pageContent: string, metadata: Record<string, unknown> = { source: 'a.txt' }): TextDocument => ({
  pageContent,
  metadata,
});

const words = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('character splitters', () => {
  it('cuts recursively to the chunk size with the overlap, keeping metadata and line locations', async () => {
    const chunks = await split('recursiveCharacterTextSplitter', [doc(words)], {
      chunkSize: '100',
      chunkOverlap: '20',
    });
    expect(chunks.length).toBeGreaterThan(4);
    for (const chunk of chunks) expect(chunk.pageContent.length).toBeLessThanOrEqual(100);
    for (let index = 1; index < chunks.length; index += 1) {
      const previous = chunks[index - 1]?.pageContent ?? '';
      const firstWord = chunks[index]?.pageContent.split(' ')[0] ?? '';
      expect(previous.slice(-20)).toContain(firstWord);
    }
    expect(chunks[0]?.metadata).toEqual({ source: 'a.txt', loc: { lines: { from: 1, to: 1 } } });
    expect(chunks.map((chunk) => chunk.pageContent).join(' ')).toContain('word59');
  });

  it('uses custom separators given as a JSON list', async () => {
    const chunks = await split('recursiveCharacterTextSplitter', [doc('alpha|beta|gamma')], {
      chunkSize: 6,
      chunkOverlap: 0,
      separators: '["|"]',
    });
    expect(chunks.map((chunk) => chunk.pageContent)).toEqual(['alpha', '|beta', '|gamma']);
    await expect(split('recursiveCharacterTextSplitter', [doc('x')], { separators: '"|"' })).rejects.toThrow(
      'Recursive Character Text Splitter: "separators" must be a JSON list of texts',
    );
  });

  it('splits on one separator (typed escapes understood)', async () => {
    const chunks = await split('characterTextSplitter', [doc('one\ntwo\nthree')], {
      chunkSize: 5,
      chunkOverlap: 0,
      separator: '\\n',
    });
    expect(chunks.map((chunk) => chunk.pageContent)).toEqual(['one', 'two', 'three']);
  });

  it('refuses an overlap that is not smaller than the size, and bad numbers, naming the splitter', async () => {
    await expect(
      split('characterTextSplitter', [doc('x')], { chunkSize: 100, chunkOverlap: 100 }),
    ).rejects.toThrow(
      'Character Text Splitter: "Chunk Overlap" (100) must be smaller than "Chunk Size" (100)',
    );
    await expect(split('recursiveCharacterTextSplitter', [doc('x')], { chunkSize: 'big' })).rejects.toThrow(
      'Recursive Character Text Splitter: "chunkSize" must be a number, got "big"',
    );
    await expect(split('recursiveCharacterTextSplitter', [doc('x')], { chunkSize: 0 })).rejects.toThrow(
      '"chunkSize" must be a whole number of at least 1',
    );
  });

  it('takes a fifth of a small chunk size as the overlap when none is given', async () => {
    const chunks = await split('recursiveCharacterTextSplitter', [doc(words)], { chunkSize: 50 });
    expect(chunks.every((chunk) => chunk.pageContent.length <= 50)).toBe(true);
  });
});

describe('token splitter', () => {
  it('counts tokens with the locally shipped ranks, never downloading them', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const text = 'The quick brown fox jumps over the lazy dog. '.repeat(20);
    const chunks = await split('tokenTextSplitter', [doc(text)], {
      encodingName: 'cl100k_base',
      chunkSize: 30,
      chunkOverlap: 5,
    });
    const encoder = await localEncoder('cl100k_base');
    const total = encoder.encode(text).length;
    expect(chunks).toHaveLength(Math.ceil((total - 5) / 25));
    for (const chunk of chunks) expect(encoder.encode(chunk.pageContent).length).toBeLessThanOrEqual(30);
    const first = encoder.encode(chunks[0]?.pageContent ?? '');
    const second = encoder.encode(chunks[1]?.pageContent ?? '');
    expect(second.slice(0, 5)).toEqual(first.slice(25, 30));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('counts with gpt2 by default, and refuses an unknown encoding', async () => {
    const gpt2 = await localEncoder('gpt2');
    const chunks = await split('tokenTextSplitter', [doc('hello world '.repeat(50))], {
      chunkSize: 10,
      chunkOverlap: 0,
    });
    expect(chunks.every((chunk) => gpt2.encode(chunk.pageContent).length <= 10)).toBe(true);
    await expect(split('tokenTextSplitter', [doc('x')], { encodingName: 'latin1' })).rejects.toThrow(
      'Token Text Splitter: "encodingName" must be one of gpt2, r50k_base',
    );
  });
});

describe('Markdown and HTML splitters', () => {
  const markdown = '# Intro\nHello.\n\n## Setup\nInstall.\n\n```\n# not a heading\n```\n\n# Usage\nRun it.';

  it('splits at headings of the chosen level, headings kept with their content', async () => {
    const chunks = await split('markdownTextSplitter', [doc(markdown)], {
      chunkSize: 1000,
      splitByHeaders: 'h1',
    });
    expect(chunks.map((chunk) => chunk.pageContent)).toEqual([
      '# Intro\nHello.\n\n## Setup\nInstall.\n\n```\n# not a heading\n```',
      '# Usage\nRun it.',
    ]);
    const byH2 = await split('markdownTextSplitter', [doc(markdown)], {
      chunkSize: 1000,
      splitByHeaders: 'h2',
    });
    expect(byH2.map((chunk) => chunk.pageContent.split('\n')[0])).toEqual(['# Intro', '## Setup', '# Usage']);
  });

  it('keeps Markdown whole below the size when header splitting is off', async () => {
    const chunks = await split('markdownTextSplitter', [doc(markdown)], { chunkSize: 1000 });
    expect(chunks).toHaveLength(1);
  });

  it('turns HTML into Markdown before splitting', async () => {
    const chunks = await split(
      'htmlToMarkdownTextSplitter',
      [doc('<h1>Title</h1><p>Some <b>bold</b> text.</p><ul><li>one</li></ul>')],
      {},
    );
    expect(chunks.map((chunk) => chunk.pageContent)).toEqual(['# Title\n\nSome **bold** text.\n\n* one']);
  });
});

describe('code splitter', () => {
  const python = 'def first():\n    return 1\n\ndef second():\n    return 2\n\nclass Third:\n    pass\n';

  it('splits Python at definitions', async () => {
    const chunks = await split('codeTextSplitter', [doc(python)], {
      language: 'python',
      chunkSize: 30,
      chunkOverlap: 0,
    });
    expect(chunks.map((chunk) => chunk.pageContent)).toEqual([
      'def first():\n    return 1',
      'def second():\n    return 2',
      'class Third:\n    pass',
    ]);
  });

  it('splits TypeScript and C (languages LangChain.js has no separators for)', async () => {
    const ts = 'interface A {\n  a: number;\n}\nfunction b() {\n  return 1;\n}\n';
    const tsChunks = await split('codeTextSplitter', [doc(ts)], {
      language: 'ts',
      chunkSize: 30,
      chunkOverlap: 0,
    });
    expect(tsChunks.map((chunk) => chunk.pageContent)).toEqual([
      'interface A {\n  a: number;\n}',
      'function b() {\n  return 1;\n}',
    ]);
    const c = 'int main() {\n  return 0;\n}\nvoid f() {\n  while (1) {}\n}\n';
    const cChunks = await split('codeTextSplitter', [doc(c)], {
      language: 'c',
      chunkSize: 30,
      chunkOverlap: 0,
    });
    expect(cChunks.length).toBe(2);
  });

  it('needs a language', async () => {
    await expect(split('codeTextSplitter', [doc('x')], {})).rejects.toThrow(
      'Code Text Splitter: "language" is empty',
    );
  });
});
