import { describe, expect, it } from 'vitest';
import { API_POLICIES } from './api-policies';
import { DEFAULT_APPLICATIONS } from './permissions';
import * as rules from './products';
import {
  canOpenSection,
  defaultDestination,
  findSection,
  resolvePath,
  SECTIONS,
  type SectionId,
  visibleSubRoutes,
} from './routes';
import { combinations, demoUser, type FlagName, subjectWith } from './test-subjects';

const agent = demoUser(['isNewBusiness', 'isInforce', 'isConcepts', 'isEapplication']);
const servicing = demoUser(['isInforce'], 'Inforce');
const admin = demoUser(['isAdmin'], 'Admin');
const analyst = demoUser(['isBusinessIntelligence']);
const developer = demoUser(['isDeveloper', 'isNewBusiness']);
const sysadmin = demoUser(['isAdminSystem', 'isAdminSystemAdministrator'], 'Admin');
const headoffice = demoUser(['isInforce', 'isNewBusiness', 'isHeadOffice'], 'Inforce');
const noaccess = demoUser([]);

describe('defaultDestination', () => {
  const reads: FlagName[] = [
    'sys.isNewBusiness',
    'active.isNewBusiness',
    'sys.isInforce',
    'active.isInforce',
    'active.isAdmin',
    'sys.isBusinessIntelligence',
    'active.isBusinessIntelligence',
    'sys.isAdminSystem',
    'active.isAdminSystem',
    'sys.isEapplication',
    'active.isEapplication',
  ];

  it('follows spec 2.1, then decision 0003, for every combination and default application', () => {
    for (const on of combinations(reads)) {
      for (const choice of DEFAULT_APPLICATIONS) {
        const s = subjectWith(on, choice);
        const nb = rules.canUseNewBusiness(s);
        const inforce = rules.canUseInforce(s);
        const adminOk = rules.canUseAdmin(s);
        // Spec: illustration when new business is allowed and is the default or the only
        // option; else inforce; else admin when admin is the default.
        let expected: string | null = null;
        if (nb && (choice === 'New Business' || !inforce)) expected = '/illustration';
        else if (inforce) expected = '/inforce';
        else if (adminOk && choice === 'Admin') expected = '/admin';
        else if (rules.canUseBusinessIntelligence(s)) expected = '/bi/widgets';
        else if (adminOk) expected = '/admin';
        else if (rules.canUseEapplication(s)) expected = '/eapplication';
        expect({ on, choice, to: defaultDestination(s) }).toEqual({ on, choice, to: expected });
      }
    }
  });

  it.each([
    ['agent', agent, '/illustration'],
    ['servicing', servicing, '/inforce'],
    ['headoffice', headoffice, '/inforce'],
    ['admin', admin, '/admin'],
    ['analyst', analyst, '/bi/widgets'],
    ['developer', developer, '/illustration'],
    ['sysadmin', sysadmin, '/admin'],
    ['noaccess', noaccess, null],
  ] as const)('sends the demo user %s to %s', (_name, subject, destination) => {
    expect(defaultDestination(subject)).toBe(destination);
  });

  it('sends a new-business user whose default is Inforce but who has no inforce to illustration', () => {
    expect(defaultDestination(demoUser(['isNewBusiness'], 'Inforce'))).toBe('/illustration');
  });
});

describe('resolvePath', () => {
  it('removes a trailing slash', () => {
    expect(resolvePath('/inforce/', agent)).toEqual({ kind: 'redirect', to: '/inforce' });
    expect(resolvePath('/inforce/policyLookup//', null)).toEqual({
      kind: 'redirect',
      to: '/inforce/policyLookup',
    });
    expect(resolvePath('//inforce//policyLookup', null)).toEqual({
      kind: 'redirect',
      to: '/inforce/policyLookup',
    });
    expect(resolvePath('/', null)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it.each([
    '/nowhere',
    '/inforce/unknown',
    '/illustration/illustration/deeper',
    '/login/extra',
    '/profile/extra',
    '/Inforce',
  ])('sends %s to /login, signed in or not', (path) => {
    expect(resolvePath(path, agent)).toEqual({ kind: 'redirect', to: '/login' });
    expect(resolvePath(path, null)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends anonymous visitors of a protected path to /login and remembers it', () => {
    const guarded = SECTIONS.filter((s) => s.access !== 'public' && s.access !== 'open');
    expect(guarded.map((s) => s.id)).toContain('eapp-settings');
    for (const section of guarded) {
      expect(resolvePath(`/${section.id}`, null)).toEqual({
        kind: 'redirect',
        to: '/login',
        remember: true,
      });
    }
    expect(resolvePath('/login', null)).toEqual({
      kind: 'render',
      section: 'login',
      subRoute: null,
    });
  });

  it('sends a user without the product to their default destination', () => {
    expect(resolvePath('/illustration', servicing)).toEqual({ kind: 'redirect', to: '/inforce' });
    expect(resolvePath('/admin/users', agent)).toEqual({ kind: 'redirect', to: '/illustration' });
    expect(resolvePath('/bi/widgets', noaccess)).toEqual({ kind: 'noProduct' });
  });

  it('redirects /bi to /bi/widgets and keeps the other bare sections', () => {
    expect(resolvePath('/bi', analyst)).toEqual({ kind: 'redirect', to: '/bi/widgets' });
    expect(resolvePath('/inforce', agent)).toEqual({
      kind: 'render',
      section: 'inforce',
      subRoute: null,
    });
  });

  it('renders /bi itself when the widgets tab is hidden from the user', () => {
    expect(resolvePath('/bi', admin)).toEqual({ kind: 'render', section: 'bi', subRoute: null });
    expect(resolvePath('/bi/widgets', admin)).toEqual({ kind: 'redirect', to: '/bi' });
  });

  it('sends a hidden sub-route to its section', () => {
    expect(resolvePath('/admin/users', sysadmin)).toEqual({ kind: 'redirect', to: '/admin' });
    expect(resolvePath('/admin/users', admin)).toEqual({
      kind: 'render',
      section: 'admin',
      subRoute: 'users',
    });
  });

  it('opens the route table’s open sections to anonymous visitors (decision 0003)', () => {
    for (const id of ['proneeds', 'template', 'developer'] as SectionId[]) {
      expect(resolvePath(`/${id}`, null)).toEqual({ kind: 'render', section: id, subRoute: null });
    }
    expect(resolvePath('/developer/interfaceSetupItems', null)).toEqual({
      kind: 'render',
      section: 'developer',
      subRoute: 'interfaceSetupItems',
    });
    // Still the route table: an unknown sub-path of an open section goes to /login.
    expect(resolvePath('/developer/nothing', null)).toEqual({ kind: 'redirect', to: '/login' });
    expect(resolvePath('/template/x/y', null)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('opens the open sections and /eapp-settings to any signed-in user', () => {
    for (const id of ['eapp-settings', 'proneeds', 'template', 'developer'] as SectionId[]) {
      expect(resolvePath(`/${id}`, noaccess)).toEqual({
        kind: 'render',
        section: id,
        subRoute: null,
      });
    }
    expect(resolvePath('/developer/controlItems', agent)).toEqual({
      kind: 'render',
      section: 'developer',
      subRoute: 'controlItems',
    });
  });

  it('treats the dialog segments as dialogs for signed-in users', () => {
    expect(resolvePath('/profile', agent)).toEqual({ kind: 'dialog', dialog: 'profile' });
    expect(resolvePath('/about', null)).toEqual({ kind: 'redirect', to: '/login', remember: true });
  });

  it('sends / to the default destination or to /login', () => {
    expect(resolvePath('/', servicing)).toEqual({ kind: 'redirect', to: '/inforce' });
    expect(resolvePath('/', null)).toEqual({ kind: 'redirect', to: '/login' });
    expect(resolvePath('/', noaccess)).toEqual({ kind: 'noProduct' });
  });

  it('ignores the query string and fragment', () => {
    expect(resolvePath('/inforce/policyLookup?x=1#top', servicing)).toEqual({
      kind: 'render',
      section: 'inforce',
      subRoute: 'policyLookup',
    });
  });
});

describe('visibleSubRoutes', () => {
  const ids = (id: SectionId, subject: Parameters<typeof visibleSubRoutes>[1]) => {
    const section = findSection(id);
    if (!section) throw new Error(`no section ${id}`);
    return visibleSubRoutes(section, subject).map((sub) => sub.id);
  };

  it('lists admin tabs by the users and BI-details rules', () => {
    expect(ids('admin', admin)).toEqual(['dashboard', 'roles', 'users', 'bi']);
    expect(ids('admin', sysadmin)).toEqual(['dashboard', 'roles', 'bi']);
    expect(ids('admin', analyst)).toEqual(['dashboard', 'roles']);
  });

  it('lists BI tabs by the widgets and tracking rules', () => {
    expect(ids('bi', analyst)).toEqual(['widgets', 'tracking', 'biReports']);
    expect(ids('bi', admin)).toEqual(['tracking', 'biReports']);
    const noBiSystem = { ...analyst, system: { ...analyst.system, isBusinessIntelligence: false } };
    expect(ids('bi', noBiSystem)).toEqual(['biReports']);
  });

  it('lists developer tabs only for developers', () => {
    expect(ids('developer', developer)).toEqual(['controlItems', 'interfaceSetupItems']);
    expect(ids('developer', agent)).toEqual([]);
  });

  it('lists nothing for anonymous visitors', () => {
    expect(ids('inforce', null)).toEqual([]);
  });

  it('lists the batch tabs last, for users with the batch permissions', () => {
    const batcher = demoUser([
      'isNewBusiness',
      'isInforce',
      'isNewBusinessBatch',
      'isInforceBatch',
    ]);
    expect(ids('illustration', batcher)).toEqual(['illustration', 'savedIllustration', 'batch']);
    expect(ids('inforce', batcher)).toEqual([
      'policyLookup',
      'alphalookup',
      'dataReports',
      'batch',
    ]);
    expect(ids('illustration', agent)).toEqual(['illustration', 'savedIllustration']);
    expect(ids('inforce', agent)).toEqual(['policyLookup', 'alphalookup', 'dataReports']);
  });
});

/**
 * Decision 0086: a batch tab is shown, and its path opened, exactly when the batch calls'
 * policy allows the user; otherwise the path goes to its section (or, without the section, to
 * the user's default destination), as every hidden sub-route does.
 */
describe.each([
  [
    'illustration',
    'newBusinessBatch',
    [
      'sys.isNewBusiness',
      'active.isNewBusiness',
      'sys.isNewBusinessBatch',
      'active.isNewBusinessBatch',
    ],
  ],
  [
    'inforce',
    'inforceBatch',
    ['sys.isInforce', 'active.isInforce', 'sys.isInforceBatch', 'active.isInforceBatch'],
  ],
] as const)('the %s batch tab', (sectionId, policy, reads) => {
  const section = findSection(sectionId);
  if (!section) throw new Error(`no section ${sectionId}`);

  it(`follows the ${policy} API policy for every combination of the flags it reads`, () => {
    for (const on of combinations(reads)) {
      const s = subjectWith(on);
      const allowed = API_POLICIES[policy](s);
      const listed =
        resolvePath(`/${sectionId}`, s).kind === 'render' &&
        visibleSubRoutes(section, s).some((sub) => sub.id === 'batch');
      expect({ on, listed }).toEqual({ on, listed: allowed });
      const resolved = resolvePath(`/${sectionId}/batch`, s);
      if (allowed) {
        expect(resolved).toEqual({ kind: 'render', section: sectionId, subRoute: 'batch' });
      } else if (canOpenSection(section, s)) {
        expect(resolved).toEqual({ kind: 'redirect', to: `/${sectionId}` });
      } else {
        expect(resolved.kind === 'render').toBe(false);
      }
    }
  });
});
