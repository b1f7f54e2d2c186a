import type { AccessSubject } from './permissions';
import {
  canAdministerEapplication,
  canRunInforceBatch,
  canRunNewBusinessBatch,
  canSeeBiDetails,
  canSeeTracking,
  canSeeUsersScreen,
  canSeeWidgets,
  canUseAdmin,
  canUseBusinessIntelligence,
  canUseConcepts,
  canUseEapplication,
  canUseInforce,
  canUseNewBusiness,
  isDeveloper,
} from './products';

/**
 * The route table of platform spec section 2.1, as data. Each section lists its sub-routes
 * in tab order; `access` decides who may open the section; a sub-route's `visible` decides
 * whether its tab is listed and whether it may be opened.
 */

export type SectionId =
  | 'login'
  | 'eapplication'
  | 'eapp-settings'
  | 'illustration'
  | 'inforce'
  | 'proneeds'
  | 'admin'
  | 'template'
  | 'developer'
  | 'bi';

/** First-level segments that open a dialog of the shell rather than a screen (decision 0003). */
export type DialogId = 'sharedOwnership' | 'switchProducts' | 'profile' | 'about';

export interface SubRoute {
  id: string;
  visible?: (s: AccessSubject) => boolean;
}

export interface Section {
  id: SectionId;
  /**
   * Who may open the section (decision 0003): 'public' is the sign-in page; 'open' needs
   * neither sign-in nor permission (the route table's "open": /proneeds, /template,
   * /developer); 'signedIn' any signed-in user (/eapp-settings); else the product rule.
   */
  access: 'public' | 'open' | 'signedIn' | ((s: AccessSubject) => boolean);
  subRoutes: readonly SubRoute[];
  /** Where the bare section path redirects to, when the spec names one. */
  defaultSubRoute?: string;
  /** Tabs listed in navigation only for these users; the route itself stays open. */
  navigationVisible?: (s: AccessSubject) => boolean;
}

export const SECTIONS: readonly Section[] = [
  { id: 'login', access: 'public', subRoutes: [] },
  {
    id: 'eapplication',
    access: (s) => canUseEapplication(s) || canAdministerEapplication(s),
    subRoutes: [],
  },
  { id: 'eapp-settings', access: 'signedIn', subRoutes: [] },
  {
    id: 'illustration',
    access: canUseNewBusiness,
    // The batch tabs (decision 0086): the section's rule and the tab's together are the API
    // policy of the batch calls (newBusinessBatch, inforceBatch), as the route tests check.
    subRoutes: [
      { id: 'illustration' },
      { id: 'savedIllustration' },
      { id: 'batch', visible: canRunNewBusinessBatch },
    ],
  },
  {
    id: 'inforce',
    access: canUseInforce,
    subRoutes: [
      { id: 'policyLookup' },
      { id: 'alphalookup' },
      { id: 'dataReports' },
      { id: 'batch', visible: canRunInforceBatch },
    ],
  },
  { id: 'proneeds', access: 'open', subRoutes: [] },
  {
    id: 'admin',
    access: canUseAdmin,
    subRoutes: [
      { id: 'dashboard' },
      { id: 'roles' },
      { id: 'users', visible: canSeeUsersScreen },
      { id: 'bi', visible: canSeeBiDetails },
    ],
  },
  { id: 'template', access: 'open', subRoutes: [] },
  {
    id: 'developer',
    access: 'open',
    subRoutes: [{ id: 'controlItems' }, { id: 'interfaceSetupItems' }],
    navigationVisible: isDeveloper,
  },
  {
    id: 'bi',
    access: canUseBusinessIntelligence,
    subRoutes: [
      { id: 'widgets', visible: canSeeWidgets },
      { id: 'tracking', visible: canSeeTracking },
      { id: 'biReports' },
    ],
    defaultSubRoute: 'widgets',
  },
];

export const DIALOG_SEGMENTS: readonly DialogId[] = [
  'sharedOwnership',
  'switchProducts',
  'profile',
  'about',
];

export function findSection(id: string): Section | undefined {
  return SECTIONS.find((section) => section.id === id);
}

export function canOpenSection(section: Section, subject: AccessSubject | null): boolean {
  if (section.access === 'public' || section.access === 'open') return true;
  if (subject === null) return false;
  if (section.access === 'signedIn') return true;
  return section.access(subject);
}

/** Tabs of a section that this user is shown, in order. */
export function visibleSubRoutes(section: Section, subject: AccessSubject | null): SubRoute[] {
  if (subject === null) return [];
  if (section.navigationVisible && !section.navigationVisible(subject)) return [];
  return section.subRoutes.filter((sub) => !sub.visible || sub.visible(subject));
}

/**
 * Where a signed-in user goes by default (spec 2.1): /illustration when new business is
 * allowed and is the default or the only choice; else /inforce; else /admin when admin is
 * the default. Past the spec (decision 0003): new business, BI widgets, admin, e-application
 * in that order, else null, which
 * the shell shows as "no product is available to you".
 */
export function defaultDestination(subject: AccessSubject): string | null {
  const newBusiness = canUseNewBusiness(subject);
  const inforce = canUseInforce(subject);
  const admin = canUseAdmin(subject);
  if (newBusiness && (subject.defaultApplication === 'New Business' || !inforce)) {
    return '/illustration';
  }
  if (inforce) return '/inforce';
  if (admin && subject.defaultApplication === 'Admin') return '/admin';
  if (newBusiness) return '/illustration';
  if (canUseBusinessIntelligence(subject)) return '/bi/widgets';
  if (admin) return '/admin';
  if (canUseEapplication(subject) || canAdministerEapplication(subject)) return '/eapplication';
  return null;
}

export type PathResolution =
  /** Render the section (with the sub-route, if any). */
  | { kind: 'render'; section: SectionId; subRoute: string | null }
  /** Open a shell dialog over the user's default destination. */
  | { kind: 'dialog'; dialog: DialogId }
  /** Go elsewhere; `remember` asks the login screen to come back here afterwards. */
  | { kind: 'redirect'; to: string; remember?: boolean }
  /** A signed-in user for whom no product is available. */
  | { kind: 'noProduct' };

const LOGIN = '/login';

/**
 * Decides what a path shows for a visitor (null when signed out), spec 2.1: trailing slash
 * (and doubled slashes) removed; unknown first segment or unknown sub-path to /login; the
 * open sections to anyone; anonymous visitors of the others to /login, remembering the path;
 * an unauthorised product to the default destination; a hidden sub-route to its section;
 * /bi to /bi/widgets.
 */
export function resolvePath(path: string, subject: AccessSubject | null): PathResolution {
  const clean = path.split(/[?#]/, 1)[0] ?? '';
  const canonical = clean.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  if (canonical !== clean) return { kind: 'redirect', to: canonical };
  const segments = clean.split('/').filter((segment) => segment.length > 0);
  const [first, second, ...rest] = segments;
  if (first === undefined) return home(subject);

  if ((DIALOG_SEGMENTS as readonly string[]).includes(first)) {
    if (second !== undefined) return { kind: 'redirect', to: LOGIN };
    if (subject === null) return { kind: 'redirect', to: LOGIN, remember: true };
    return { kind: 'dialog', dialog: first as DialogId };
  }

  const section = findSection(first);
  if (!section || rest.length > 0) return { kind: 'redirect', to: LOGIN };
  if (second !== undefined && !section.subRoutes.some((sub) => sub.id === second)) {
    return { kind: 'redirect', to: LOGIN };
  }
  if (!canOpenSection(section, subject)) {
    if (subject === null) return { kind: 'redirect', to: LOGIN, remember: true };
    return home(subject);
  }
  if (second === undefined) {
    if (section.defaultSubRoute) {
      const target = section.subRoutes.find((sub) => sub.id === section.defaultSubRoute);
      if (subject && target && (!target.visible || target.visible(subject))) {
        return { kind: 'redirect', to: `/${section.id}/${target.id}` };
      }
    }
    return { kind: 'render', section: section.id, subRoute: null };
  }
  const sub = section.subRoutes.find((candidate) => candidate.id === second);
  if (subject && sub?.visible && !sub.visible(subject)) {
    return { kind: 'redirect', to: `/${section.id}` };
  }
  return { kind: 'render', section: section.id, subRoute: second };
}

function home(subject: AccessSubject | null): PathResolution {
  if (subject === null) return { kind: 'redirect', to: LOGIN };
  const destination = defaultDestination(subject);
  return destination ? { kind: 'redirect', to: destination } : { kind: 'noProduct' };
}

/** The Shared Ownership dialog needs new business and concepts (spec 2.4). */
export function canOpenDialog(dialog: DialogId, subject: AccessSubject): boolean {
  if (dialog === 'sharedOwnership') return canUseNewBusiness(subject) && canUseConcepts(subject);
  return true;
}
