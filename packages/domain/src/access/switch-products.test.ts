import { describe, expect, it } from 'vitest';
import {
  type DefaultApplicationChoice,
  defaultApplicationEnabled,
  type SwitchContext,
  type SwitchProduct,
  switchProductChoice,
  switchProductChoices,
  switchTarget,
} from './switch-products';
import { ALL_FLAGS, combinations, type FlagName, subjectWith } from './test-subjects';

/**
 * Spec 2.4 and 2.7 as tables: for each button, the flags it reads and the sentence of the
 * spec as alternatives of flags that must all be on. Every combination of the flags read is
 * enumerated, and flipping any other flag is shown to change nothing.
 */
type Alternatives = FlagName[][];

const holds = (alternatives: Alternatives, on: ReadonlySet<FlagName>) =>
  alternatives.some((all) => all.every((flag) => on.has(flag)));

interface ButtonCase {
  reads: FlagName[];
  shownWhen: Alternatives;
  enabledWhen: Alternatives;
}

const inIllustration: SwitchContext = { section: 'illustration', mobile: false };

const buttons: Record<SwitchProduct, ButtonCase> = {
  inforce: {
    reads: ['sys.isInforce', 'shown.isInforce', 'active.isInforce'],
    shownWhen: [['sys.isInforce', 'shown.isInforce']],
    enabledWhen: [['sys.isInforce', 'shown.isInforce', 'active.isInforce']],
  },
  illustration: {
    reads: ['sys.isNewBusiness', 'shown.isNewBusiness', 'active.isNewBusiness'],
    shownWhen: [['sys.isNewBusiness', 'shown.isNewBusiness']],
    enabledWhen: [['sys.isNewBusiness', 'shown.isNewBusiness', 'active.isNewBusiness']],
  },
  sharedOwnership: {
    reads: ['sys.isConcepts', 'shown.isConcepts', 'active.isConcepts'],
    shownWhen: [['sys.isConcepts', 'shown.isConcepts']],
    enabledWhen: [['sys.isConcepts', 'shown.isConcepts', 'active.isConcepts']],
  },
  eappSettings: {
    reads: [
      'sys.isEapplication',
      'shown.isEapplication',
      'active.isEapplication',
      'shown.isEapplicationAdministrator',
      'active.isEapplicationAdministrator',
    ],
    shownWhen: [
      ['sys.isEapplication', 'shown.isEapplication'],
      ['sys.isEapplication', 'shown.isEapplicationAdministrator'],
    ],
    enabledWhen: [
      ['sys.isEapplication', 'shown.isEapplication', 'active.isEapplication'],
      ['sys.isEapplication', 'shown.isEapplication', 'active.isEapplicationAdministrator'],
      ['sys.isEapplication', 'shown.isEapplicationAdministrator', 'active.isEapplication'],
      [
        'sys.isEapplication',
        'shown.isEapplicationAdministrator',
        'active.isEapplicationAdministrator',
      ],
    ],
  },
  bi: {
    reads: [
      'sys.isBusinessIntelligence',
      'shown.isBusinessIntelligence',
      'active.isBusinessIntelligence',
    ],
    shownWhen: [['sys.isBusinessIntelligence', 'shown.isBusinessIntelligence']],
    enabledWhen: [
      [
        'sys.isBusinessIntelligence',
        'shown.isBusinessIntelligence',
        'active.isBusinessIntelligence',
      ],
    ],
  },
  admin: {
    reads: [
      'sys.isAdminSystem',
      'shown.isAdmin',
      'shown.isAdminSystem',
      'shown.isAdminSystemAdministrator',
      'active.isAdmin',
      'active.isAdminSystem',
      'active.isAdminSystemAdministrator',
    ],
    shownWhen: [
      ['sys.isAdminSystem', 'shown.isAdmin'],
      ['sys.isAdminSystem', 'shown.isAdminSystem'],
      ['sys.isAdminSystem', 'shown.isAdminSystemAdministrator'],
    ],
    // Shown by any of the three, enabled only by isAdmin.
    enabledWhen: [
      ['sys.isAdminSystem', 'shown.isAdmin', 'active.isAdmin'],
      ['sys.isAdminSystem', 'shown.isAdminSystem', 'active.isAdmin'],
      ['sys.isAdminSystem', 'shown.isAdminSystemAdministrator', 'active.isAdmin'],
    ],
  },
  // Issue 15 §5: the developer area's way in, for developers only (as its route's tabs).
  developer: {
    reads: ['active.isDeveloper'],
    shownWhen: [['active.isDeveloper']],
    enabledWhen: [['active.isDeveloper']],
  },
};

describe('Switch Products buttons (spec 2.4), every combination of the flags each reads', () => {
  for (const [product, spec] of Object.entries(buttons) as [SwitchProduct, ButtonCase][]) {
    it(`${product}: ${2 ** spec.reads.length} combinations`, () => {
      for (const on of combinations(spec.reads)) {
        const set = new Set(on);
        const choice = switchProductChoice(product, subjectWith(on), inIllustration);
        expect(choice.shown, `${product} shown with ${on.join(', ')}`).toBe(
          holds(spec.shownWhen, set),
        );
        expect(choice.enabled, `${product} enabled with ${on.join(', ')}`).toBe(
          holds(spec.enabledWhen, set),
        );
      }
    });

    it(`${product}: no other flag changes the answer`, () => {
      const everythingOn = subjectWith(ALL_FLAGS);
      const expected = switchProductChoice(product, everythingOn, inIllustration);
      const readsOnly = switchProductChoice(product, subjectWith(spec.reads), inIllustration);
      expect(readsOnly).toEqual(expected);
      for (const other of ALL_FLAGS.filter((flag) => !spec.reads.includes(flag))) {
        const off = ALL_FLAGS.filter((flag) => flag !== other);
        expect(switchProductChoice(product, subjectWith(off), inIllustration), other).toEqual(
          expected,
        );
      }
    });
  }

  it('lists Shared Ownership only on the illustration route and never on a phone', () => {
    const subject = subjectWith(ALL_FLAGS);
    const places: [SwitchContext, boolean][] = [
      [{ section: 'illustration', mobile: false }, true],
      [{ section: 'illustration', mobile: true }, false],
      [{ section: 'inforce', mobile: false }, false],
      [{ section: 'admin', mobile: false }, false],
      [{ section: null, mobile: false }, false],
    ];
    for (const [context, shown] of places) {
      expect(switchProductChoice('sharedOwnership', subject, context).shown).toBe(shown);
    }
  });

  it('keeps every other button whatever the route and the device', () => {
    const subject = subjectWith(ALL_FLAGS);
    for (const context of [
      { section: 'inforce', mobile: true },
      { section: null, mobile: false },
    ]) {
      const shown = switchProductChoices(subject, context)
        .filter((choice) => choice.shown)
        .map((choice) => choice.product);
      expect(shown).toEqual([
        'inforce',
        'illustration',
        'eappSettings',
        'bi',
        'admin',
        'developer',
      ]);
    }
  });

  it('lists the products in the spec’s order, then the developer area (decision 0036)', () => {
    const all = switchProductChoices(subjectWith(ALL_FLAGS), inIllustration);
    expect(all.map((choice) => choice.product)).toEqual([
      'inforce',
      'illustration',
      'sharedOwnership',
      'eappSettings',
      'bi',
      'admin',
      'developer',
    ]);
  });
});

describe('what choosing a product does', () => {
  const CONCEPTS_FLAGS: FlagName[] = [
    'sys.isNewBusiness',
    'active.isNewBusiness',
    'shown.isNewBusiness',
    'sys.isConcepts',
    'active.isConcepts',
    'shown.isConcepts',
  ];
  const concepts = subjectWith(CONCEPTS_FLAGS);
  it.each([
    ['inforce', 'inforce', { kind: 'navigate', to: '/inforce' }],
    ['illustration', 'inforce', { kind: 'navigate', to: '/illustration' }],
    ['illustration', 'illustration', { kind: 'sharedOwnership' }],
    ['sharedOwnership', 'illustration', { kind: 'sharedOwnership' }],
    ['eappSettings', 'illustration', { kind: 'navigate', to: '/eapp-settings' }],
    ['bi', 'admin', { kind: 'navigate', to: '/bi' }],
    ['admin', 'bi', { kind: 'navigate', to: '/admin' }],
    ['developer', 'illustration', { kind: 'navigate', to: '/developer' }],
  ] as const)('%s chosen from /%s', (product, section, target) => {
    expect(switchTarget(product, { section, mobile: false }, concepts)).toEqual(target);
  });

  it('the illustration chosen in it opens the concept only where Shared Ownership is offered (spec 2.4)', () => {
    const stay = { kind: 'navigate', to: '/illustration' };
    const here = { section: 'illustration', mobile: false };
    expect(switchTarget('illustration', { ...here, mobile: true }, concepts)).toEqual(stay);
    const without = (flag: FlagName) => subjectWith(CONCEPTS_FLAGS.filter((f) => f !== flag));
    for (const flag of CONCEPTS_FLAGS.filter((f) => f.endsWith('isConcepts')))
      expect(switchTarget('illustration', here, without(flag)), flag).toEqual(stay);
  });
});

describe('default application choices of the profile (spec 2.7)', () => {
  const choices: Record<DefaultApplicationChoice, { reads: FlagName[]; when: Alternatives }> = {
    'New Business': {
      reads: ['sys.isNewBusiness', 'active.isNewBusiness'],
      when: [['sys.isNewBusiness', 'active.isNewBusiness']],
    },
    Inforce: {
      reads: ['sys.isInforce', 'active.isInforce'],
      when: [['sys.isInforce', 'active.isInforce']],
    },
    Admin: {
      reads: [
        'active.isAdmin',
        'sys.isBusinessIntelligence',
        'active.isBusinessIntelligence',
        'sys.isAdminSystem',
        'active.isAdminSystem',
        'active.isAdminSystemAdministrator',
      ],
      when: [
        ['active.isAdmin'],
        ['sys.isBusinessIntelligence', 'active.isBusinessIntelligence'],
        ['sys.isAdminSystem', 'active.isAdminSystem'],
        ['sys.isAdminSystem', 'active.isAdminSystemAdministrator'],
      ],
    },
  };
  for (const [choice, spec] of Object.entries(choices) as [
    DefaultApplicationChoice,
    (typeof choices)[DefaultApplicationChoice],
  ][]) {
    it(`${choice}: enabled exactly when the spec says, over every combination`, () => {
      for (const on of combinations(spec.reads)) {
        expect(defaultApplicationEnabled(choice, subjectWith(on)), on.join(', ')).toBe(
          holds(spec.when, new Set(on)),
        );
      }
      // Displayed flags and unrelated products never matter.
      const unrelated = ALL_FLAGS.filter((flag) => !spec.reads.includes(flag));
      expect(defaultApplicationEnabled(choice, subjectWith(unrelated))).toBe(false);
    });
  }
});
