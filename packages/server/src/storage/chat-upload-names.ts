/**
 * Checks of the names that become parts of a chat upload's storage key: the flow id, the chat id and the file
 * name. Anything that could leave the storage root, or mean a different file after decoding, is refused (never
 * repaired), so `../`, `..%2f`, `%252e%252e%252f`, backslashes, absolute paths, drive letters, NUL bytes and
 * look-alike Unicode dots all fail the same way.
 */
const ID = /^[A-Za-z0-9_-]{1,100}$/;
const MAX_FILE_NAME = 255;
// Separators, drive letters / NTFS streams, wildcards and control characters (NUL included).
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_NAME = /[/\\:*?"<>|\x00-\x1f\x7f]/;

export class UnsafeNameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeNameError';
  }
}

/** A flow or chat id used as a storage folder: letters, digits, dash and underscore only. */
export function checkUploadId(value: string, label: 'chatflowId' | 'chatId'): string {
  if (!ID.test(value))
    throw new UnsafeNameError(
      `Invalid ${label}: use 1 to 100 letters, digits, dashes or underscores (it names a storage folder)`,
    );
  return value;
}

/**
 * The forms a name takes after up to three rounds of percent-decoding (double-encoded paths included); undefined
 * when an escape does not decode to text (overlong UTF-8 such as `%c0%ae`, which lax decoders read as a dot).
 */
function decodedForms(name: string): string[] | undefined {
  const forms = [name];
  let current = name;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      if (/%[0-9A-Fa-f]{2}/.test(current)) return undefined;
      break;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/** A file name as a person gave it, refused when it could name a path instead of a file. */
export function checkUploadFileName(name: string): string {
  const invalid = (reason: string) =>
    new UnsafeNameError(`Invalid file name "${name.slice(0, 80)}": ${reason}`);
  if (name.trim() === '') throw invalid('a file needs a name');
  if (name.length > MAX_FILE_NAME) throw invalid(`names are limited to ${String(MAX_FILE_NAME)} characters`);
  const forms = decodedForms(name);
  if (!forms) throw invalid('it contains percent-escapes that do not decode to text');
  for (const form of forms) {
    const normalized = form.normalize('NFKC');
    if (FORBIDDEN_IN_NAME.test(normalized))
      throw invalid('it may not contain path separators, drive letters, control characters or * ? " < > |');
    if (normalized.includes('..')) throw invalid('it may not contain ".."');
    if (normalized.trim() === '.') throw invalid('"." is not a file name');
  }
  return name;
}
