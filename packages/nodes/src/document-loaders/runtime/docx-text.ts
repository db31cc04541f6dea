import mammoth from 'mammoth';
import { reasonOf } from './document-node-error.ts';
import type { NodeInputs } from './node-inputs.ts';

/** The text of a Word document (.docx): paragraphs separated by blank lines, without formatting. */
export async function docxText(name: string, bytes: Uint8Array, inputs: NodeInputs): Promise<string> {
  try {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return result.value.replace(/\n{3,}/g, '\n\n').trim();
  } catch (error) {
    return inputs.fail(`"${name}" cannot be read as a Word document (.docx) (${reasonOf(error)})`);
  }
}
