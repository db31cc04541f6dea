/**
 * Public services the shell calls from the browser (spec §7), configurable at build time through Vite
 * environment variables; an empty value turns the call off. The instance works fully without them: offline,
 * the star badge hides and the version dialog shows the server version only.
 */
const env = import.meta.env;

function configured(value: string | undefined, fallback: string): string | null {
  const chosen = (value ?? fallback).trim();
  return chosen === '' ? null : chosen;
}

const REPOSITORY = 'loomflow/loomflow';

export const PUBLIC_SERVICES = {
  repositoryApiUrl: configured(env.VITE_REPOSITORY_API_URL, `https://api.github.com/repos/${REPOSITORY}`),
  repositoryUrl: configured(env.VITE_REPOSITORY_URL, `https://github.com/${REPOSITORY}`),
  releasesApiUrl: configured(
    env.VITE_RELEASES_API_URL,
    `https://api.github.com/repos/${REPOSITORY}/releases/latest`,
  ),
  documentationUrl: configured(env.VITE_DOCUMENTATION_URL, `https://github.com/${REPOSITORY}#readme`),
} as const;

/** How long a public service may take before the shell gives up on it. */
export const PUBLIC_SERVICE_TIMEOUT_MS = 5000;
