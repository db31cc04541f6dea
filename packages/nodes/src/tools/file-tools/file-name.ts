/**
 * A file name relative to the workspace's storage, made from an optional base folder and the name the model
 * gave; a clear error for anything that could leave the storage (absolute paths, `..`, backslashes, NUL).
 */
export function storageFileName(basePath: string, name: string): string {
  const parts = [basePath, name].flatMap((piece) => piece.split('/'));
  for (const piece of [basePath, name]) {
    if (piece.includes('\\') || piece.includes('\0'))
      throw new Error(`"${piece}" is not a valid file name (no backslashes or NUL characters)`);
  }
  if (name.trim() === '') throw new Error('no file name was given');
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name))
    throw new Error(`"${name}" is an absolute path: give a name inside the workspace's storage`);
  const kept = parts.filter((part) => part !== '' && part !== '.');
  if (kept.some((part) => part === '..'))
    throw new Error(`"${name}" leaves the workspace's storage ("..") and is refused`);
  return kept.join('/');
}
