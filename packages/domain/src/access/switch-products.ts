import type { AccessSubject, PermissionKey } from './permissions';
import { isActive, isShown } from './permissions';
import { canUseAdmin, canUseInforce, canUseNewBusiness, isDeveloper } from './products';

/**
 * The Switch Products dialog (platform spec 2.4) and the profile's default-application choice
 * (spec 2.7), as pure rules: the web app draws the buttons from them, the tests enumerate
 * every combination of the flags they read.
 */

export const SWITCH_PRODUCTS = [
  'inforce',
  'illustration',
  'sharedOwnership',
  'eappSettings',
  'bi',
  'admin',
  'developer',
] as const;
export type SwitchProduct = (typeof SWITCH_PRODUCTS)[number];

/** Where the dialog is opened from: the Shared Ownership button depends on both. */
export interface SwitchContext {
  /** The first path segment of the page under the dialog ('illustration', 'inforce', …). */
  section: string | null;
  /** A narrow (phone-sized) screen: the concept slideshow is not offered there. */
  mobile: boolean;
}

export interface ProductChoice {
  product: SwitchProduct;
  /** The button is listed. */
  shown: boolean;
  /** The button can be chosen (only meaningful when shown). */
  enabled: boolean;
}

const shownAny = (s: AccessSubject, keys: readonly PermissionKey[]) =>
  keys.some((key) => isShown(s, key));
const activeAny = (s: AccessSubject, keys: readonly PermissionKey[]) =>
  keys.some((key) => isActive(s, key));

/** "Shown only if the system has that feature and the user's permission is displayed." */
function featureChoice(
  product: SwitchProduct,
  s: AccessSubject,
  systemOn: boolean,
  keys: readonly PermissionKey[],
): ProductChoice {
  const shown = systemOn && shownAny(s, keys);
  return { product, shown, enabled: shown && activeAny(s, keys) };
}

const ADMIN_ENTRY_KEYS: readonly PermissionKey[] = [
  'isAdmin',
  'isAdminSystem',
  'isAdminSystemAdministrator',
];

export function switchProductChoice(
  product: SwitchProduct,
  s: AccessSubject,
  context: SwitchContext,
): ProductChoice {
  switch (product) {
    case 'inforce':
      return featureChoice(product, s, s.system.isInforce, ['isInforce']);
    case 'illustration':
      return featureChoice(product, s, s.system.isNewBusiness, ['isNewBusiness']);
    case 'sharedOwnership': {
      const place = context.section === 'illustration' && !context.mobile;
      return featureChoice(product, s, place && s.system.isConcepts, ['isConcepts']);
    }
    case 'eappSettings':
      // Decision 0009: either e-application permission stands for the settings.
      return featureChoice(product, s, s.system.isEapplication, [
        'isEapplication',
        'isEapplicationAdministrator',
      ]);
    case 'bi':
      return featureChoice(product, s, s.system.isBusinessIntelligence, ['isBusinessIntelligence']);
    case 'admin': {
      // Shown for any of the three admin permissions with the admin system on; only isAdmin enables it.
      const shown = s.system.isAdminSystem && shownAny(s, ADMIN_ENTRY_KEYS);
      return { product, shown, enabled: shown && isActive(s, 'isAdmin') };
    }
    case 'developer': {
      // Not in spec 2.4's list: the developer area had no way in but its address (decision
      // 0036). Shown to whom the route's tabs are listed (spec 2.1: developers only).
      const shown = isDeveloper(s);
      return { product, shown, enabled: shown };
    }
  }
}

/** Every product of the dialog in its order, with whether it is listed and usable. */
export function switchProductChoices(s: AccessSubject, context: SwitchContext): ProductChoice[] {
  return SWITCH_PRODUCTS.map((product) => switchProductChoice(product, s, context));
}

export type SwitchTarget = { kind: 'navigate'; to: string } | { kind: 'sharedOwnership' };

/**
 * What choosing a product does: go to its section, except that the illustration product
 * chosen while already in it (and Shared Ownership itself) opens the concept slideshow. The
 * illustration product opens it only where Shared Ownership is offered (spec 2.4: the
 * illustration route, not a phone, the concepts feature on and usable); elsewhere it stays
 * on the illustration.
 */
export function switchTarget(
  product: SwitchProduct,
  context: SwitchContext,
  s: AccessSubject,
): SwitchTarget {
  switch (product) {
    case 'inforce':
      return { kind: 'navigate', to: '/inforce' };
    case 'illustration':
      return context.section === 'illustration' &&
        switchProductChoice('sharedOwnership', s, context).enabled
        ? { kind: 'sharedOwnership' }
        : { kind: 'navigate', to: '/illustration' };
    case 'sharedOwnership':
      return { kind: 'sharedOwnership' };
    case 'eappSettings':
      return { kind: 'navigate', to: '/eapp-settings' };
    case 'bi':
      return { kind: 'navigate', to: '/bi' };
    case 'admin':
      return { kind: 'navigate', to: '/admin' };
    case 'developer':
      return { kind: 'navigate', to: '/developer' };
  }
}

export type DefaultApplicationChoice = 'New Business' | 'Inforce' | 'Admin';

/**
 * Profile Settings, default application at start-up (spec 2.7): 'New Business' is disabled
 * unless new business is active, 'Inforce' unless inforce is active; 'Admin' (not named by
 * the spec, decision 0009) unless the user may open the admin section.
 */
export function defaultApplicationEnabled(
  choice: DefaultApplicationChoice,
  s: AccessSubject,
): boolean {
  switch (choice) {
    case 'New Business':
      return canUseNewBusiness(s);
    case 'Inforce':
      return canUseInforce(s);
    case 'Admin':
      return canUseAdmin(s);
  }
}
