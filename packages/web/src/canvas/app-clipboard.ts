/**
 * The canvas's clipboard: every copy is kept in the app (this tab, and other tabs of the same address through
 * localStorage) and also offered to the system clipboard. The system clipboard is missing on a plain-http LAN
 * address (not a secure context: `navigator.clipboard` is undefined) and may be refused (no permission, page not
 * focused); the in-app copy then still pastes.
 */

const STORAGE_KEY = 'loomflow.canvas.clipboard';

let inApp: string | null = null;

function systemClipboard(): Clipboard | undefined {
  // `navigator.clipboard` is typed as always present, but is undefined outside secure contexts.
  const clipboard: Clipboard | undefined = Reflect.get(navigator, 'clipboard');
  return clipboard;
}

function reasonOf(error: unknown): string {
  // A DOMException is not an Error in every environment: read its fields.
  const name: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'name') : undefined;
  const message: unknown =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'message') : undefined;
  if (name === 'NotAllowedError') return 'permission was not given';
  return typeof message === 'string' && message !== '' ? message : String(error);
}

/** Why the system clipboard is missing here. */
export const NO_SYSTEM_CLIPBOARD = 'the page is not served over HTTPS or localhost';

function keep(text: string): void {
  inApp = text;
  try {
    localStorage.setItem(STORAGE_KEY, text);
  } catch {
    // Storage full or disabled: this tab's copy still pastes.
  }
}

/** The in-app copy (this tab's, else another tab's), if any. */
export function readInAppClipboard(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? inApp;
  } catch {
    return inApp;
  }
}

/** The outcome of a system clipboard access: done, or why the browser refused it. */
export type SystemOutcome = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** Keeps `text` in the app and writes it to the system clipboard where the browser allows; never throws. */
export async function copyText(text: string): Promise<SystemOutcome> {
  keep(text);
  const clipboard = systemClipboard();
  if (!clipboard) return { ok: false, reason: NO_SYSTEM_CLIPBOARD };
  try {
    await clipboard.writeText(text);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
}

/** The system clipboard's text where it can be read, or why not; never throws. */
export async function readSystemText(): Promise<
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string }
> {
  const clipboard = systemClipboard();
  if (!clipboard) return { ok: false, reason: NO_SYSTEM_CLIPBOARD };
  try {
    return { ok: true, text: await clipboard.readText() };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
}

/** Forgets the in-app copy (tests). */
export function clearInAppClipboard(): void {
  inApp = null;
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept there
  }
}
