/** What a message says in place of a file path of the server's (its folders are no business of the reader). */
export const SERVER_FILE = 'a file on the server';

const MISSING_MODULE =
  'A part of the server could not be loaded (one of its files is missing; restart the server after a rebuild)';

/** Top folders a server's files live under on Linux and macOS (an API route such as `/api/v1/…` is not one). */
const ROOTS = [
  'app',
  'bin',
  'data',
  'etc',
  'home',
  'lib',
  'mnt',
  'nix',
  'opt',
  'private',
  'proc',
  'root',
  'run',
  'srv',
  'snap',
  'tmp',
  'Users',
  'usr',
  'var',
  'Volumes',
  'work',
  'workspace',
];

const SEGMENT = String.raw`[^\s'"\`()<>,;:\[\]{}]+`;
const LINE_COLUMN = String.raw`(?::\d+){0,2}`;
/** `/home/me/x.js:10:5`, `file:///srv/app/x.mjs`, and any absolute path ending in a code file. */
const POSIX_PATH = String.raw`(?:file:\/\/)?\/(?:(?:${ROOTS.join('|')})(?:\/${SEGMENT})*|(?:${SEGMENT}\/)*${SEGMENT}\.(?:[cm]?js|ts|node|json|sqlite)\b)${LINE_COLUMN}`;
const WINDOWS_PATH = String.raw`(?:file:\/\/\/)?[A-Za-z]:[\\/](?:${SEGMENT}[\\/]?)*${LINE_COLUMN}`;
/** A path, with the quotes around it when it has some; not a path that is part of a URL (`http://host/tmp`). */
const PATH = new RegExp(String.raw`(?<![\w.:/-])(['"\`]?)(?:${WINDOWS_PATH}|${POSIX_PATH})\1(?![\w/])`, 'g');
/** A stack trace's frame lines (`    at fn (/srv/x.js:1:2)`). */
const STACK_FRAME = /\n[ \t]*at [^\n]*/g;
const MODULE_NOT_FOUND = /^(?:Error \[ERR_MODULE_NOT_FOUND\]: )?Cannot find module ['"]?[/\\.A-Za-z]/;

/**
 * A message fit to show a user: the server's file paths become "a file on the server", stack frames go, and a
 * module of the server's own that is missing says so without naming where it was looked for.
 */
export function withoutServerPaths(message: string): string {
  const firstLine = message.split('\n', 1)[0] ?? '';
  if (MODULE_NOT_FOUND.test(firstLine) && PATH.test(firstLine)) {
    PATH.lastIndex = 0;
    return MISSING_MODULE;
  }
  PATH.lastIndex = 0;
  return message.replace(STACK_FRAME, '').replace(PATH, SERVER_FILE);
}
