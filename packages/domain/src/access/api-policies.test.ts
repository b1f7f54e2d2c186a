import { describe, expect, it } from 'vitest';
import { API_POLICIES, type ApiPolicy, decideAccess } from './api-policies';
import { demoUser } from './test-subjects';

describe('decideAccess', () => {
  const policies = Object.keys(API_POLICIES) as ApiPolicy[];

  it('lets anyone through a public policy', () => {
    expect(decideAccess('public', null)).toBe('allow');
  });

  it('answers unauthenticated for every other policy without a user', () => {
    for (const policy of policies.filter((name) => name !== 'public')) {
      expect(decideAccess(policy, null)).toBe('unauthenticated');
    }
  });

  it('forbids every product policy to a user with no permission, but not signedIn', () => {
    const nobody = demoUser([]);
    for (const policy of policies.filter((name) => name !== 'public' && name !== 'signedIn')) {
      expect(decideAccess(policy, nobody), policy).toBe('forbidden');
    }
    expect(decideAccess('signedIn', nobody)).toBe('allow');
  });

  it.each([
    ['newBusiness', ['isNewBusiness']],
    ['inforce', ['isInforce']],
    ['concepts', ['isConcepts']],
    ['eapplication', ['isEapplicationAdministrator']],
    ['admin', ['isAdmin']],
    ['userManagement', ['isAdminSystem']],
    ['businessIntelligence', ['isBusinessIntelligence']],
    ['tracking', ['isBusinessIntelligence']],
    ['developer', ['isDeveloper']],
  ] as const)('allows %s to a user holding %j', (policy, keys) => {
    expect(decideAccess(policy, demoUser(keys))).toBe('allow');
  });
});
