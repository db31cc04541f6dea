import type { PlatformType } from '@loomflow/core';
import type { Db } from '../db/database.ts';
import type { Repositories } from '../db/repositories/index.ts';
import { CustomTemplateRepository } from './custom-template.repository.ts';
import { MarketplaceService } from './marketplace.service.ts';

/** The marketplace: built-in templates and the workspace's custom templates. */
export interface MarketplaceServices {
  readonly marketplace: MarketplaceService;
}

export function createMarketplaceServices(
  db: Db,
  repos: Repositories,
  platform: PlatformType,
): MarketplaceServices {
  return { marketplace: new MarketplaceService(new CustomTemplateRepository(db), repos.chatflows, platform) };
}
