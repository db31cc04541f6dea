/**
 * How the API layer moves the browser when a session ends (spec §8). The app plugs in the router once it
 * exists; until then, and in tests that do not care, plain `window.location` is used.
 */
export interface SessionNavigator {
  /** Goes to an in-app path. */
  readonly navigate: (path: string) => void;
  /** The current in-app path. */
  readonly currentPath: () => string;
}

const browserNavigator: SessionNavigator = {
  navigate: (path) => {
    window.location.assign(path);
  },
  currentPath: () => window.location.pathname,
};

let current: SessionNavigator = browserNavigator;

export function setSessionNavigator(navigator: SessionNavigator | null): void {
  current = navigator ?? browserNavigator;
}

export function sessionNavigator(): SessionNavigator {
  return current;
}

/** Follows a redirect target from the server: in-app paths through the router, anything else by a page load. */
export function followRedirect(target: string): void {
  if (target.startsWith('/') && !target.startsWith('//')) current.navigate(target);
  else window.location.assign(target);
}
