export type PlatformType = 'open source' | 'enterprise' | 'cloud';

/** PLATFORM_TYPE: `enterprise`, `cloud`, anything else means open source (spec §1). */
export function parsePlatformType(value: string | undefined | null): PlatformType {
  const normalized = (value ?? '').trim().toLowerCase();
  if (normalized === 'enterprise') return 'enterprise';
  if (normalized === 'cloud') return 'cloud';
  return 'open source';
}
