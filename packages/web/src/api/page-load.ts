/**
 * Full page loads (spec §4: a workspace switch goes to `/` and reloads, so every screen and cache starts
 * over with the new workspace). Kept apart so tests can replace it.
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}
