import {
  grant,
  type PermissionKey,
  type Permissions,
  SYSTEM_FLAG_KEYS,
} from '@portal/domain/access/permissions';
import type { NewCompany } from '../repositories/company';
import type { NewUser } from '../repositories/users';

/** The fictional demo company: every system feature on. */
export const DEMO_COMPANY: NewCompany = {
  ...Object.fromEntries(SYSTEM_FLAG_KEYS.map((key) => [key, true])),
  displayNameEn: 'Boréal Life Portal',
  displayNameFr: 'Portail Boréal Vie',
  blurbEn:
    'Boréal Life is a fictional Canadian life-insurance company. This portal lets its advisors ' +
    'prepare illustrations, look up in-force policies and apply electronically.',
  blurbFr:
    'Boréal Vie est une compagnie d’assurance vie canadienne fictive. Ce portail permet à ses ' +
    'conseillers de préparer des illustrations, de consulter les polices en vigueur et de ' +
    'soumettre des propositions électroniques.',
  helpDeskName: 'Boréal Help Desk',
  helpDeskPhone: '(416) 555-0199',
  helpDeskTollFree: '1 800 555-0199',
  helpDeskEmail: 'helpdesk@boreal-life.example',
};

const AGENT_KEYS: PermissionKey[] = [
  'isProQuote',
  'isNewBusiness',
  'isInforce',
  'isConcepts',
  'isEapplication',
  // Agents document the client's needs before recommending (issue 22); with the demo
  // company's full flag on, the lite permission opens the full analysis (spec 6).
  'isNeedsAnalysisLite',
];

const HEAD_OFFICE_KEYS: PermissionKey[] = [
  'isInforce',
  'isNewBusiness',
  'isHeadOffice',
  'isNewBusinessBatch',
  'isInforceBatch',
];

/** Named permission templates (roles), one per profile the demo users show. */
export const DEMO_ROLES: { name: string; nameFr: string; permissions: Permissions }[] = [
  { name: 'Agent', nameFr: 'Conseiller', permissions: grant(AGENT_KEYS) },
  { name: 'Servicing', nameFr: 'Service aux clients', permissions: grant(['isInforce']) },
  {
    name: 'Head office',
    nameFr: 'Siège social',
    // Head office runs the batches: group cases illustrated from a census, blocks of policies
    // reprinted (issue 23 §2, decision 0086).
    permissions: grant(HEAD_OFFICE_KEYS),
  },
  { name: 'Administrator', nameFr: 'Administrateur', permissions: grant(['isAdmin']) },
  { name: 'Analyst', nameFr: 'Analyste', permissions: grant(['isBusinessIntelligence']) },
  {
    name: 'Developer',
    nameFr: 'Développeur',
    permissions: grant(['isDeveloper', 'isNewBusiness']),
  },
  {
    name: 'System administrator',
    nameFr: 'Administrateur du système',
    permissions: grant(['isAdminSystem', 'isAdminSystemAdministrator']),
  },
  {
    name: 'E-application administrator',
    nameFr: 'Administrateur des propositions électroniques',
    permissions: grant(['isEapplication', 'isEapplicationAdministrator']),
  },
];

/** The role each demo user holds (issue 16); a user not listed holds none. */
export const DEMO_USER_ROLES: Readonly<Record<string, string>> = {
  agent: 'Agent',
  servicing: 'Servicing',
  headoffice: 'Head office',
  admin: 'Administrator',
  analyst: 'Analyst',
  developer: 'Developer',
  sysadmin: 'System administrator',
  whitelabel: 'Agent',
  newagent: 'Agent',
  agentfr: 'Agent',
  eappadmin: 'E-application administrator',
};

export const DEMO_PASSWORD = 'demo1234';

export interface DemoUser {
  profile: Omit<NewUser, 'passwordHash'>;
  permissions: Permissions;
}

function person(
  username: string,
  firstName: string,
  lastName: string,
  agentID: string,
  phoneSuffix: string,
): Omit<NewUser, 'passwordHash'> {
  return {
    username,
    firstName,
    profileName: `${firstName} ${lastName}`,
    emailAddress: `${username}@boreal-life.example`,
    phoneNumberPrimary: `(416) 555-${phoneSuffix}`,
    phoneNumberSecondary: '',
    faxNumber: '',
    isMobilePrimary: false,
    isMobileSecondary: false,
    agentID,
    trackingUserName: username,
  };
}

/** No product usable, but new business and inforce listed, so choosers show them disabled. */
function noAccess(): Permissions {
  const permissions = grant([]);
  permissions.isNewBusiness = { isActive: false, isDisplayed: true };
  permissions.isInforce = { isActive: false, isDisplayed: true };
  return permissions;
}

export const DEMO_USERS: DemoUser[] = [
  {
    profile: {
      ...person('agent', 'Camille', 'Tremblay', 'BA10234', '0101'),
      phoneNumberSecondary: '(647) 555-0102',
      isMobileSecondary: true,
      defaultApplication: 'New Business',
    },
    permissions: grant(AGENT_KEYS),
  },
  {
    profile: {
      ...person('servicing', 'Samuel', 'Gagnon', 'BS20411', '0111'),
      defaultApplication: 'Inforce',
    },
    permissions: grant(['isInforce']),
  },
  {
    profile: {
      ...person('headoffice', 'Hélène', 'Roy', 'HO00017', '0121'),
      faxNumber: '(416) 555-0129',
      defaultApplication: 'Inforce',
    },
    permissions: grant(HEAD_OFFICE_KEYS),
  },
  {
    profile: { ...person('admin', 'Adam', 'Côté', 'AD00001', '0131'), defaultApplication: 'Admin' },
    permissions: grant(['isAdmin']),
  },
  {
    profile: {
      ...person('analyst', 'Amira', 'Bouchard', 'BI00042', '0141'),
      defaultApplication: 'New Business',
    },
    permissions: grant(['isBusinessIntelligence']),
  },
  {
    profile: {
      ...person('developer', 'Dev', 'Lavoie', 'DV00007', '0151'),
      defaultApplication: 'New Business',
    },
    permissions: grant(['isDeveloper', 'isNewBusiness']),
  },
  {
    profile: {
      ...person('sysadmin', 'Simone', 'Pelletier', 'SA00003', '0161'),
      defaultApplication: 'Admin',
    },
    permissions: grant(['isAdminSystem', 'isAdminSystemAdministrator']),
  },
  {
    profile: {
      ...person('whitelabel', 'Wesley', 'Martin', 'WL30077', '0171'),
      defaultApplication: 'New Business',
      isWhiteLabel: true,
      whiteLabelProfile: {
        displayName: 'Summit Advisors Portal',
        logoText: 'Summit',
        primaryColor: '#1f5f3a',
        accentColor: '#c9a227',
      },
    },
    permissions: grant(AGENT_KEYS),
  },
  {
    profile: {
      ...person('newagent', 'Noah', 'Bélanger', 'BA10999', '0181'),
      defaultApplication: 'New Business',
      isFirstRun: true,
    },
    permissions: grant(AGENT_KEYS),
  },
  {
    profile: {
      ...person('agentfr', 'Geneviève', 'Lefebvre', 'BA10555', '0191'),
      phoneNumberPrimary: '(514) 555-0191',
      defaultApplication: 'New Business',
      inputLanguage: 'French',
      reportLanguage: 'French',
    },
    permissions: grant(AGENT_KEYS),
  },
  {
    // Reviews every agent's applications (issue 20 §2): lists, filters, status changes, PDFs.
    profile: {
      ...person('eappadmin', 'Élise', 'Dubois', 'EA00005', '0195'),
      defaultApplication: 'New Business',
    },
    permissions: grant(['isEapplication', 'isEapplicationAdministrator']),
  },
  {
    profile: {
      ...person('noaccess', 'Nadia', 'Morin', 'NA00000', '0198'),
      defaultApplication: 'New Business',
    },
    permissions: noAccess(),
  },
];
