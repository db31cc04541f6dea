import type { Migration } from 'kysely';
import * as tenancyAndAuth from './0001-tenancy-and-auth.ts';

/** Every migration, in order. Names are permanent: never rename or reorder a released one. */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001-tenancy-and-auth': tenancyAndAuth,
};
