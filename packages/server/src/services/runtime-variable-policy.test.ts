import { describe, expect, it } from 'vitest';
import { RuntimeVariablePolicy } from './runtime-variable-policy.ts';

describe('which environment variables a runtime variable may read', () => {
  const policy = new RuntimeVariablePolicy('open source', { allow: ['TEAM_*', 'HOME', 'STRIPE_*'] });

  it('reads exact names and PREFIX_* families an administrator allowed', () => {
    expect(policy.refusal('HOME')).toBeUndefined();
    expect(policy.refusal('TEAM_REGION')).toBeUndefined();
    expect(policy.refusal('HOMEPAGE')).toMatch(/HOMEPAGE is not in RUNTIME_VARIABLES_ALLOW/);
    expect(policy.refusal('OPENAI_API_KEY')).toMatch(/OPENAI_API_KEY is not in RUNTIME_VARIABLES_ALLOW/);
  });

  it("never reads the server's own settings, even when allowed", () => {
    expect(policy.refusal('STRIPE_SECRET_KEY')).toBe(
      "STRIPE_SECRET_KEY is one of Loomflow's own settings: a runtime variable cannot read it",
    );
  });

  it('reads nothing on Loomflow Cloud', () => {
    const cloud = new RuntimeVariablePolicy('cloud', { allow: ['TEAM_*'] });
    expect(cloud.refusal('TEAM_REGION')).toMatch(/not available on Loomflow Cloud/);
  });

  it('reads nothing when RUNTIME_VARIABLES_ALLOW is unset', () => {
    expect(new RuntimeVariablePolicy('open source').refusal('HOME')).toMatch(/RUNTIME_VARIABLES_ALLOW/);
  });
});
