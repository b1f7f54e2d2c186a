import {
  type AccessSubject,
  type DefaultApplication,
  grant,
  noPermissions,
  noSystemFlags,
  PERMISSION_KEYS,
  type PermissionKey,
  SYSTEM_FLAG_KEYS,
  type SystemFlagKey,
} from './permissions';

/**
 * Test helpers: a flag is named 'sys.<key>' (system flag), 'active.<key>' or 'shown.<key>'
 * (a permission's isActive or isDisplayed), so a rule's inputs can be listed and enumerated.
 */
export type FlagName =
  | `sys.${SystemFlagKey}`
  | `active.${PermissionKey}`
  | `shown.${PermissionKey}`;

export const ALL_FLAGS: readonly FlagName[] = [
  ...SYSTEM_FLAG_KEYS.map((key) => `sys.${key}` as const),
  ...PERMISSION_KEYS.map((key) => `active.${key}` as const),
  ...PERMISSION_KEYS.map((key) => `shown.${key}` as const),
];

export function subjectWith(
  on: Iterable<FlagName>,
  defaultApplication: DefaultApplication = 'New Business',
): AccessSubject {
  const subject: AccessSubject = {
    permissions: noPermissions(),
    system: noSystemFlags(),
    defaultApplication,
  };
  for (const flag of on) {
    const [kind, key] = flag.split('.') as [string, string];
    if (kind === 'sys') subject.system[key as SystemFlagKey] = true;
    else if (kind === 'active') subject.permissions[key as PermissionKey].isActive = true;
    else subject.permissions[key as PermissionKey].isDisplayed = true;
  }
  return subject;
}

/** Every subset of `flags`, each as the list of flags that are on. */
export function* combinations(flags: readonly FlagName[]): Generator<FlagName[]> {
  for (let mask = 0; mask < 1 << flags.length; mask++) {
    yield flags.filter((_, index) => (mask >> index) & 1);
  }
}

/** A user of the demo company: every system flag on, the listed permissions granted. */
export function demoUser(
  keys: readonly PermissionKey[],
  defaultApplication: DefaultApplication = 'New Business',
): AccessSubject {
  const system = noSystemFlags();
  for (const key of SYSTEM_FLAG_KEYS) system[key] = true;
  return { permissions: grant(keys), system, defaultApplication };
}
