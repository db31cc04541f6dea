import { describe, expect, it } from 'vitest';
import { featuresForPlatform } from './features.ts';
import { parsePlatformType } from './platform.ts';

describe('parsePlatformType', () => {
  it('reads enterprise and cloud; anything else is open source', () => {
    expect(parsePlatformType('enterprise')).toBe('enterprise');
    expect(parsePlatformType(' CLOUD ')).toBe('cloud');
    expect(parsePlatformType(undefined)).toBe('open source');
    expect(parsePlatformType('community')).toBe('open source');
  });

  it('gives open source no features and enterprise every flag', () => {
    expect(featuresForPlatform('open source')).toEqual({});
    expect(featuresForPlatform('enterprise')['feat:users']).toBe('true');
  });

  it('offers the Outbound access list on enterprise only', () => {
    expect(featuresForPlatform('enterprise')['feat:outbound-access']).toBe('true');
    expect(featuresForPlatform('cloud')['feat:outbound-access']).toBeUndefined();
    expect(featuresForPlatform('open source')['feat:outbound-access']).toBeUndefined();
  });
});
