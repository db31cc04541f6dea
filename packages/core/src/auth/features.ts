import type { PlatformType } from './platform.ts';

/** Feature flags that guard routes and menu items (spec §2). */
export const FEATURE_FLAGS = [
  'feat:datasets',
  'feat:evaluations',
  'feat:evaluators',
  'feat:logs',
  'feat:files',
  'feat:account',
  'feat:users',
  'feat:roles',
  'feat:login-activity',
  'feat:workspaces',
  'feat:sso-config',
  'feat:outbound-access',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Values are a boolean true or the string 'true' (spec §3). */
export type Features = Readonly<Record<string, string | boolean>>;

/** Flags of the enterprise kind only: the cloud has no single sign-on, login log or outbound access list. */
const ENTERPRISE_ONLY: ReadonlySet<FeatureFlag> = new Set([
  'feat:sso-config',
  'feat:login-activity',
  'feat:outbound-access',
]);

/** The features a deployment kind turns on. Open source has none: its flagged routes go to /unauthorized. */
export function featuresForPlatform(platform: PlatformType): Features {
  if (platform === 'open source') return {};
  const features: Record<string, string> = {};
  for (const flag of FEATURE_FLAGS) {
    if (platform === 'cloud' && ENTERPRISE_ONLY.has(flag)) continue;
    features[flag] = 'true';
  }
  return features;
}
