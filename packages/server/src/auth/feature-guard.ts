import { checkFeatureFlag, featuresForPlatform, type FeatureFlag, type PlatformType } from '@loomflow/core';
import { AppError } from '../errors/app-error.ts';

/**
 * Refuses the routes of a feature the deployment kind does not have (spec §2: open source has no flagged
 * features): 403 naming the edition, whatever the caller's permissions.
 */
export function featureGuard(platform: PlatformType, flag: FeatureFlag, area: string): () => void {
  const available = checkFeatureFlag(featuresForPlatform(platform), flag);
  return () => {
    if (!available) throw new AppError(403, `${area} are available on the enterprise edition only.`);
  };
}
