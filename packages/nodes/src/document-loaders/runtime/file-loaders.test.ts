import { describe, expect, it } from 'vitest';
import { findDocumentLoader } from './document-loader-registry.ts';
import { buildDocx, buildPdf, loaderContext, loaderFile } from './loader-test-fixtures.ts';
import type { LoaderFile } from '../../runtime/document-processing.ts';

function load(name: string, inputs: Record<string, unknown>, files: readonly LoaderFile[] = []) {
  const loader = findDocumentLoader(name);
  if (!loader) throw new Error(`no loader ${name}`);
  return loader.load(loaderContext(inputs, files));
}

describe('plain text and text files', () => {
  it('loads typed text with the additional metadata', async () => {
    const documents = await load('plainText', { text: 'Hello there', metadata: '{"topic":"greeting"}' });
    expect(documents).toEqual([{ pageContent: 'Hello there', metadata: { topic: 'greeting' } }]);
  });

  it('refuses an empty text, naming the loader', async () => {
    await expect(load('plainText', { text: '  ' })).rejects.toThrow('Plain Text: "text" is empty');
  });

  it('reads UTF-8 (BOM dropped) and UTF-16 files, with the file name as source', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from('Grüße', 'utf16le'))]);
    const documents = await load('textFile', {}, [
      loaderFile('notes.txt', new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('café au lait')])),
      loaderFile('greeting.txt', utf16),
    ]);
    expect(documents).toEqual([
      { pageContent: 'café au lait', metadata: { source: 'notes.txt' } },
      { pageContent: 'Grüße', metadata: { source: 'greeting.txt' } },
    ]);
  });

  it('omits metadata keys (nested and all) and keeps the additional ones', async () => {
    const pdf = buildPdf(['Page one text', 'Page two text']);
    const omitted = await load('pdfFile', { omitMetadataKeys: 'pdf, loc.pageNumber' }, [
      loaderFile('a.pdf', pdf),
    ]);
    expect(omitted[0]?.metadata).toEqual({ source: 'a.pdf', loc: {} });
    const all = await load('pdfFile', { omitMetadataKeys: '*', metadata: { team: 'docs' } }, [
      loaderFile('a.pdf', pdf),
    ]);
    expect(all.map((document) => document.metadata)).toEqual([{ team: 'docs' }, { team: 'docs' }]);
  });

  it('accepts Flowise data-URL file values when no upload is given', async () => {
    const value = `data:text/plain;base64,${Buffer.from('from a data URL').toString('base64')},filename:inline.txt`;
    const documents = await load('textFile', { txtFile: JSON.stringify([value]) });
    expect(documents).toEqual([{ pageContent: 'from a data URL', metadata: { source: 'inline.txt' } }]);
  });

  it('says so when no file was given', async () => {
    await expect(load('textFile', {})).rejects.toThrow('Text File: no file was given');
  });
});

describe('PDF files', () => {
  const pdf = buildPdf(['The first page speaks of apples.', 'The second page (of two) speaks of pears.']);

  it('gives one document per page with page numbers', async () => {
    const documents = await load('pdfFile', { usage: 'perPage' }, [loaderFile('fruit.pdf', pdf)]);
    expect(documents).toEqual([
      {
        pageContent: 'The first page speaks of apples.',
        metadata: { source: 'fruit.pdf', pdf: { totalPages: 2 }, loc: { pageNumber: 1 } },
      },
      {
        pageContent: 'The second page (of two) speaks of pears.',
        metadata: { source: 'fruit.pdf', pdf: { totalPages: 2 }, loc: { pageNumber: 2 } },
      },
    ]);
  });

  it('gives one document per file', async () => {
    const documents = await load('pdfFile', { usage: 'perFile' }, [loaderFile('fruit.pdf', pdf)]);
    expect(documents).toHaveLength(1);
    expect(documents[0]?.pageContent).toBe(
      'The first page speaks of apples.\n\nThe second page (of two) speaks of pears.',
    );
  });

  it('names the file of an unreadable PDF', async () => {
    await expect(load('pdfFile', {}, [loaderFile('broken.pdf', 'this is not a pdf at all')])).rejects.toThrow(
      /^Pdf File: "broken\.pdf" cannot be read as a PDF/,
    );
  });
});

describe('Word documents', () => {
  it('reads the paragraphs of a DOCX', async () => {
    const docx = buildDocx(['Quarterly report', 'Revenue grew by 12 percent & costs fell.']);
    const documents = await load('docxFile', {}, [loaderFile('report.docx', docx)]);
    expect(documents).toEqual([
      {
        pageContent: 'Quarterly report\n\nRevenue grew by 12 percent & costs fell.',
        metadata: { source: 'report.docx' },
      },
    ]);
  });

  it('names the file of a document that is not a DOCX', async () => {
    await expect(load('docxFile', {}, [loaderFile('fake.docx', 'plain text')])).rejects.toThrow(
      /^Docx File: "fake\.docx" cannot be read as a Word document/,
    );
  });
});

describe('CSV files', () => {
  const csv = 'name,city,age\nAda,London,36\n"Lin, Jr.",Taipei,41\n';

  it('gives one document per row with every column', async () => {
    const documents = await load('csvFile', {}, [loaderFile('people.csv', csv)]);
    expect(documents).toEqual([
      { pageContent: 'name: Ada\ncity: London\nage: 36', metadata: { source: 'people.csv', line: 1 } },
      { pageContent: 'name: Lin, Jr.\ncity: Taipei\nage: 41', metadata: { source: 'people.csv', line: 2 } },
    ]);
  });

  it('extracts one column, or several, and can give the whole file as one document', async () => {
    const one = await load('csvFile', { columnName: 'city' }, [loaderFile('people.csv', csv)]);
    expect(one.map((document) => document.pageContent)).toEqual(['London', 'Taipei']);
    const whole = await load('csvFile', { columnName: 'name, age', usage: 'perFile' }, [
      loaderFile('p.csv', csv),
    ]);
    expect(whole).toEqual([
      { pageContent: 'name: Ada\nage: 36\n\nname: Lin, Jr.\nage: 41', metadata: { source: 'p.csv' } },
    ]);
  });

  it('names the missing column and the ones there are', async () => {
    await expect(load('csvFile', { columnName: 'country' }, [loaderFile('people.csv', csv)])).rejects.toThrow(
      'Csv File: "people.csv" has no column "country"; its columns are "name", "city", "age"',
    );
  });
});

describe('JSON and JSON Lines files', () => {
  const json = JSON.stringify({
    title: 'FAQ',
    items: [
      { question: 'Open on Sunday?', answer: 'No, closed on Sundays.', author: 'Ann' },
      { question: 'Do you deliver?', answer: 'Yes, within the city.', author: 'Bob' },
    ],
  });

  it('extracts the values of a key at any depth, and of a JSON pointer', async () => {
    const byKey = await load('jsonFile', { pointersName: 'answer' }, [loaderFile('faq.json', json)]);
    expect(byKey.map((document) => document.pageContent)).toEqual([
      'No, closed on Sundays.',
      'Yes, within the city.',
    ]);
    expect(byKey[1]?.metadata).toEqual({ source: 'faq.json', line: 2 });
    const byPointer = await load('jsonFile', { pointersName: '/items/1/question, title' }, [
      loaderFile('faq.json', json),
    ]);
    expect(byPointer.map((document) => document.pageContent)).toEqual(['Do you deliver?', 'FAQ']);
  });

  it('gives every text value without pointers', async () => {
    const documents = await load('jsonFile', {}, [loaderFile('faq.json', json)]);
    expect(documents).toHaveLength(7);
  });

  it('gives one document per array element, with metadata read by pointer from each', async () => {
    const array = JSON.stringify([
      { text: 'alpha', author: 'Ann' },
      { text: 'beta', author: 'Bob' },
    ]);
    const documents = await load(
      'jsonFile',
      { separateByObject: true, metadata: { by: '/author', kind: 'note' } },
      [loaderFile('notes.json', array)],
    );
    expect(documents).toEqual([
      {
        pageContent: '{"text":"alpha","author":"Ann"}',
        metadata: { source: 'notes.json', line: 1, by: 'Ann', kind: 'note' },
      },
      {
        pageContent: '{"text":"beta","author":"Bob"}',
        metadata: { source: 'notes.json', line: 2, by: 'Bob', kind: 'note' },
      },
    ]);
  });

  it('refuses a pointer that matches nothing and a file that is not JSON', async () => {
    await expect(
      load('jsonFile', { pointersName: '/items/9' }, [loaderFile('faq.json', json)]),
    ).rejects.toThrow('Json File: the pointer "/items/9" matches nothing in "faq.json"');
    await expect(load('jsonFile', {}, [loaderFile('bad.json', '{"a":')])).rejects.toThrow(
      /^Json File: "bad\.json" is not valid JSON/,
    );
  });

  it('reads the pointer of each JSON line and names a bad line', async () => {
    const lines = '{"text":"one","n":1}\n\n{"text":"two","n":2}\n';
    const documents = await load('jsonlinesFile', { pointerName: 'text' }, [loaderFile('log.jsonl', lines)]);
    expect(documents).toEqual([
      { pageContent: 'one', metadata: { source: 'log.jsonl', line: 1 } },
      { pageContent: 'two', metadata: { source: 'log.jsonl', line: 3 } },
    ]);
    await expect(
      load('jsonlinesFile', { pointerName: 'text' }, [loaderFile('log.jsonl', '{"text":"ok"}\n{oops}\n')]),
    ).rejects.toThrow(/^Json Lines File: line 2 of "log\.jsonl" is not valid JSON/);
    await expect(load('jsonlinesFile', {}, [loaderFile('log.jsonl', lines)])).rejects.toThrow(
      'Json Lines File: "pointerName" is empty',
    );
  });
});

describe('Markdown and HTML files', () => {
  it('takes front matter into metadata and the first heading as title', async () => {
    const markdown = '---\nauthor: "Kim"\ntags: guide\n---\n# Setup guide\n\nInstall it.\n';
    const documents = await load('markdownFile', {}, [loaderFile('guide.md', markdown)]);
    expect(documents).toEqual([
      {
        pageContent: '# Setup guide\n\nInstall it.',
        metadata: { source: 'guide.md', author: 'Kim', tags: 'guide', title: 'Setup guide' },
      },
    ]);
  });

  it('extracts the readable text of HTML, without scripts and styles, or what a selector picks', async () => {
    const html =
      '<html><head><title>Shop</title><style>p{color:red}</style></head><body><h1>Opening hours</h1><p>Mon–Fri <b>9</b> to 5.</p><script>track()</script><ul><li>Closed Sunday</li></ul><div class="note">Call ahead.</div></body></html>';
    const [page] = await load('htmlFile', {}, [loaderFile('shop.html', html)]);
    expect(page).toEqual({
      pageContent: 'Opening hours\n\nMon–Fri 9 to 5.\n\nClosed Sunday\n\nCall ahead.',
      metadata: { source: 'shop.html', title: 'Shop' },
    });
    const [note] = await load('htmlFile', { selector: '.note' }, [loaderFile('shop.html', html)]);
    expect(note?.pageContent).toBe('Call ahead.');
  });
});

describe('folder of files', () => {
  it('reads each file with the loader of its type', async () => {
    const documents = await load('folderFiles', { pdfUsage: 'perFile', metadata: '{"batch":7}' }, [
      loaderFile('a.txt', 'plain words'),
      loaderFile('b.pdf', buildPdf(['pdf words'])),
      loaderFile('c.docx', buildDocx(['docx words'])),
      loaderFile('d.csv', 'k,v\nx,1\n'),
      loaderFile('e.md', '# Title\nmd words'),
      loaderFile('f.html', '<p>html words</p>'),
      loaderFile('g.jsonl', '{"a":1}\n'),
    ]);
    expect(documents.map((document) => [document.metadata['source'], document.pageContent])).toEqual([
      ['a.txt', 'plain words'],
      ['b.pdf', 'pdf words'],
      ['c.docx', 'docx words'],
      ['d.csv', 'k: x\nv: 1'],
      ['e.md', '# Title\nmd words'],
      ['f.html', 'html words'],
      ['g.jsonl', '{"a":1}'],
    ]);
    expect(documents.every((document) => document.metadata['batch'] === 7)).toBe(true);
  });

  it('refuses a file of a type no loader reads, by name', async () => {
    await expect(
      load('folderFiles', {}, [loaderFile('a.txt', 'ok'), loaderFile('photo.png', new Uint8Array([1, 2]))]),
    ).rejects.toThrow('Folder with Files: "photo.png" is of a type no loader reads (.png)');
  });
});
