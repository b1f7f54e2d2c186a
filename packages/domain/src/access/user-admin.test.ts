import { describe, expect, it } from 'vitest';
import { grant } from './permissions';
import { demoUser } from './test-subjects';
import { canAdministerUsers, selfChangeRefusal } from './user-admin';

describe('canAdministerUsers', () => {
  it('needs the admin permission itself (spec 6: the users screen is for admin only)', () => {
    expect(canAdministerUsers(demoUser(['isAdmin']))).toBe(true);
    expect(canAdministerUsers(demoUser(['isAdminSystem', 'isAdminSystemAdministrator']))).toBe(
      false,
    );
    expect(canAdministerUsers(demoUser(['isBusinessIntelligence']))).toBe(false);
    const shownOnly = demoUser([]);
    shownOnly.permissions.isAdmin = { isActive: false, isDisplayed: true };
    expect(canAdministerUsers(shownOnly)).toBe(false);
  });
});

describe('selfChangeRefusal', () => {
  const admin = grant(['isAdmin', 'isInforce']);
  const notAdmin = grant(['isInforce']);

  it('refuses an administrator removing their own admin right', () => {
    expect(selfChangeRefusal({ isSelf: true, before: admin, after: notAdmin })).toBe(
      'ownAdminRight',
    );
    const shownOnly = grant(['isInforce']);
    shownOnly.isAdmin = { isActive: false, isDisplayed: true };
    expect(selfChangeRefusal({ isSelf: true, before: admin, after: shownOnly })).toBe(
      'ownAdminRight',
    );
  });

  it('refuses disabling or resetting oneself', () => {
    expect(selfChangeRefusal({ isSelf: true, before: admin, after: admin, disabling: true })).toBe(
      'disableSelf',
    );
    expect(selfChangeRefusal({ isSelf: true, before: admin, after: admin, resetting: true })).toBe(
      'resetSelf',
    );
  });

  it('lets an administrator change their other permissions, and anyone else entirely', () => {
    expect(selfChangeRefusal({ isSelf: true, before: admin, after: grant(['isAdmin']) })).toBe(
      null,
    );
    expect(
      selfChangeRefusal({ isSelf: false, before: admin, after: notAdmin, disabling: true }),
    ).toBe(null);
  });
});
