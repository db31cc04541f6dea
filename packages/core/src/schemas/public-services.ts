import { z } from 'zod';

/**
 * What the top bar reads from the public repository service (spec §7: the star count), GitHub's
 * `GET /repos/{owner}/{repo}` shape.
 */
export const repositoryStatsSchema = z.object({ stargazers_count: z.number().int().nonnegative() });
export type RepositoryStats = z.infer<typeof repositoryStatsSchema>;

/** The latest release from the public release-listing service (spec §7), GitHub's release shape. */
export const latestReleaseSchema = z.object({
  name: z.string().nullable(),
  tag_name: z.string().optional(),
  html_url: z.string(),
  published_at: z.string().nullable(),
});
export type LatestRelease = z.infer<typeof latestReleaseSchema>;
