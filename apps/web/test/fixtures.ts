import type { TokenData } from '@portal/contracts/auth';
import type { User } from '@portal/contracts/user';
import type { PermissionKey } from '@portal/domain/access/permissions';
import { demoUser } from '@portal/domain/access/test-subjects';
import type { CompanySettings } from '@/lib/company-settings';

/** A user of the demo company (every system flag on) with the listed permissions. */
export function makeUser(
  permissions: readonly PermissionKey[],
  overrides: Partial<User> = {},
): User {
  const subject = demoUser(permissions, overrides.defaultApplication ?? 'New Business');
  return {
    username: 'agent',
    profileName: 'Alex Agent',
    firstName: 'Alex',
    emailAddress: 'alex@example.com',
    phoneNumberPrimary: '',
    phoneNumberSecondary: '',
    faxNumber: '',
    isMobilePrimary: false,
    isMobileSecondary: false,
    inputLanguage: 'English',
    reportLanguage: 'English',
    fontSize: 'Large',
    defaultApplication: subject.defaultApplication,
    agentID: 'A-1',
    isFirstRun: false,
    formData: {},
    widgets: [],
    trackingUserName: 'tracked-agent',
    isWhiteLabel: false,
    whiteLabelProfile: null,
    system: subject.system,
    permissions: subject.permissions,
    roleId: null,
    isDisabled: false,
    mustChangePassword: false,
    lastSignInAt: null,
    ...overrides,
  };
}

export const agent = makeUser(['isNewBusiness', 'isInforce', 'isConcepts', 'isEapplication']);

/** The n-th token data object of a session: each refresh hands out the next one. */
export function tokenData(n = 1, username = 'agent'): TokenData {
  return {
    username,
    jwt: `jwt-${n}`,
    refreshToken: `refresh-token-number-${n}-0123456789`,
    challenge: 'challenge-abc',
    jwtExpiresAt: '2030-01-01T00:15:00.000Z',
    refreshExpiresAt: '2030-01-01T01:40:00.000Z',
    sessionExpiresAt: '2030-01-01T12:00:00.000Z',
  };
}

export const companySettings: CompanySettings = {
  displayName: { en: 'Boréal Life Portal', fr: 'Portail Boréal Vie' },
  blurb: { en: 'Boréal Life insures Canadians.', fr: 'Boréal Vie assure les Canadiens.' },
  helpDesk: {
    name: 'Boréal Help Desk',
    phone: '(514) 555-0100',
    tollFree: '1-800-555-0199',
    email: 'help@boreal.example',
  },
  productVersion: '1.2.1',
};
