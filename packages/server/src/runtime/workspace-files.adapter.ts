import type { WorkspaceFiles } from '@loomflow/nodes/runtime';
import { checkStorageKey, type FileStorage } from '../storage/file-storage.ts';

/** The folder of the file storage that the Read File / Write File tools of one workspace use. */
const TOOL_FILES_FOLDER = 'tool-files';

/**
 * The workspace files port of a run: names relative to `<workspaceId>/tool-files/` of the file storage, each
 * segment checked by the storage's key rules (no `..`, separators, control or unusual characters), so a name can
 * never reach another workspace or leave the storage root.
 */
export function workspaceFiles(storage: FileStorage, workspaceId: string): WorkspaceFiles {
  const keyOf = (name: string): string => {
    try {
      checkStorageKey(name);
    } catch {
      throw new Error(
        `File name "${name}" is not allowed: use folders and names of letters, digits, dot, dash and underscore`,
      );
    }
    return `${workspaceId}/${TOOL_FILES_FOLDER}/${name}`;
  };
  return {
    async read(name, signal) {
      signal.throwIfAborted();
      const data = await storage.get(keyOf(name));
      if (data === undefined) throw new Error(`File "${name}" does not exist in this workspace's storage`);
      return data.toString('utf8');
    },
    async write(name, content, signal) {
      signal.throwIfAborted();
      await storage.put(keyOf(name), Buffer.from(content, 'utf8'), 'text/plain; charset=utf-8');
    },
  };
}
