import type { LoaderContext, LoaderFile } from '../../runtime/document-processing.ts';
import type { NodeInputs } from './node-inputs.ts';

/** One Flowise data-URL file value: `data:<mime>;base64,<data>,filename:<name>`. */
function dataUrlFile(value: string, inputs: NodeInputs): LoaderFile {
  const match = /^data:([^;,]*)(;base64)?,([^,]*)(?:,filename:(.+))?$/s.exec(value.trim());
  if (!match) return inputs.fail('a file value is neither an uploaded file nor a data URL');
  const [, mime = '', base64, payload = '', name = 'file'] = match;
  const bytes = base64
    ? new Uint8Array(Buffer.from(payload, 'base64'))
    : new TextEncoder().encode(decodeURIComponent(payload));
  return {
    name,
    mime: mime || 'application/octet-stream',
    size: bytes.length,
    read: () => Promise.resolve(bytes),
  };
}

/**
 * The files a file loader reads: those the server handed over (uploads through the storage interface), else
 * Flowise's data-URL values saved in the loader's file input (one, or a JSON list of them).
 */
export function loaderFiles(
  context: LoaderContext,
  inputs: NodeInputs,
  inputName: string,
): readonly LoaderFile[] {
  if (context.files.length > 0) return context.files;
  const value = inputs.string(inputName);
  if (value === undefined || value.startsWith('FILE-STORAGE::'))
    return inputs.fail('no file was given; upload a file first');
  let values: unknown = [value];
  if (value.startsWith('['))
    try {
      values = JSON.parse(value);
    } catch {
      return inputs.fail(`"${inputName}" holds neither a file nor a list of files`);
    }
  if (!Array.isArray(values)) return inputs.fail(`"${inputName}" must be a file`);
  const files = values.filter((item): item is string => typeof item === 'string');
  if (files.length === 0) return inputs.fail('no file was given; upload a file first');
  return files.map((item) => dataUrlFile(item, inputs));
}
