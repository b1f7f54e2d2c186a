import { describe, expect, it } from 'vitest';
import type { AccessSubject } from './permissions';
import * as rules from './products';
import { ALL_FLAGS, combinations, type FlagName, subjectWith } from './test-subjects';

/**
 * Each rule of platform spec section 6, with the flags it reads and the spec's sentence as
 * a list of alternatives: the rule grants exactly when every flag of one alternative is on.
 * Every combination of the flags read is checked, and so is the claim that no other flag
 * changes the answer.
 */
type Condition = FlagName | `!${FlagName}`;
interface RuleCase {
  rule: (s: AccessSubject) => boolean;
  reads: FlagName[];
  /** Alternatives; '!flag' means the flag is off. */
  grantsWhen: Condition[][];
}

function holds(alternatives: Condition[][], on: ReadonlySet<FlagName>): boolean {
  return alternatives.some((conditions) =>
    conditions.every((condition) =>
      condition.startsWith('!')
        ? !on.has(condition.slice(1) as FlagName)
        : on.has(condition as FlagName),
    ),
  );
}

const adminSystem: Condition[][] = [
  ['sys.isAdminSystem', 'active.isAdminSystem'],
  ['sys.isAdminSystem', 'active.isAdminSystemAdministrator'],
];

const cases: Record<string, RuleCase> = {
  canUseNewBusiness: {
    rule: rules.canUseNewBusiness,
    reads: ['sys.isNewBusiness', 'active.isNewBusiness'],
    grantsWhen: [['sys.isNewBusiness', 'active.isNewBusiness']],
  },
  canUseInforce: {
    rule: rules.canUseInforce,
    reads: ['sys.isInforce', 'active.isInforce'],
    grantsWhen: [['sys.isInforce', 'active.isInforce']],
  },
  canUseEapplication: {
    rule: rules.canUseEapplication,
    reads: ['sys.isEapplication', 'active.isEapplication'],
    grantsWhen: [['sys.isEapplication', 'active.isEapplication']],
  },
  canAdministerEapplication: {
    rule: rules.canAdministerEapplication,
    reads: ['sys.isEapplication', 'active.isEapplicationAdministrator'],
    grantsWhen: [['sys.isEapplication', 'active.isEapplicationAdministrator']],
  },
  canUseConcepts: {
    rule: rules.canUseConcepts,
    reads: ['sys.isConcepts', 'active.isConcepts'],
    grantsWhen: [['sys.isConcepts', 'active.isConcepts']],
  },
  canUseAdmin: {
    rule: rules.canUseAdmin,
    reads: [
      'active.isAdmin',
      'sys.isBusinessIntelligence',
      'active.isBusinessIntelligence',
      'sys.isAdminSystem',
      'active.isAdminSystem',
      'active.isAdminSystemAdministrator',
    ],
    grantsWhen: [
      ['active.isAdmin'],
      ['sys.isBusinessIntelligence', 'active.isBusinessIntelligence'],
      ...adminSystem,
    ],
  },
  canManageUsers: {
    rule: rules.canManageUsers,
    reads: [
      'active.isAdmin',
      'sys.isAdminSystem',
      'active.isAdminSystem',
      'active.isAdminSystemAdministrator',
    ],
    grantsWhen: [['active.isAdmin'], ...adminSystem],
  },
  canSeeUsersScreen: {
    rule: rules.canSeeUsersScreen,
    reads: ['active.isAdmin'],
    grantsWhen: [['active.isAdmin']],
  },
  canUseBusinessIntelligence: {
    rule: rules.canUseBusinessIntelligence,
    reads: [
      'sys.isBusinessIntelligence',
      'active.isAdmin',
      'active.isBusinessIntelligence',
      'sys.isAdminSystem',
      'active.isAdminSystem',
      'active.isAdminSystemAdministrator',
    ],
    grantsWhen: [
      ['sys.isBusinessIntelligence', 'active.isAdmin'],
      ['sys.isBusinessIntelligence', 'active.isBusinessIntelligence'],
      ['sys.isBusinessIntelligence', 'sys.isAdminSystem', 'active.isAdminSystem'],
      ['sys.isBusinessIntelligence', 'sys.isAdminSystem', 'active.isAdminSystemAdministrator'],
    ],
  },
  canSeeWidgets: {
    rule: rules.canSeeWidgets,
    reads: [
      'sys.isBusinessIntelligence',
      'shown.isBusinessIntelligence',
      'active.isBusinessIntelligence',
    ],
    grantsWhen: [
      [
        'sys.isBusinessIntelligence',
        'shown.isBusinessIntelligence',
        'active.isBusinessIntelligence',
      ],
    ],
  },
  canSeeTracking: {
    rule: rules.canSeeTracking,
    reads: [
      'sys.isBusinessIntelligence',
      'active.isAdmin',
      'active.isBusinessIntelligence',
      'sys.isAdminSystem',
      'active.isAdminSystem',
      'active.isAdminSystemAdministrator',
    ],
    grantsWhen: [
      ['sys.isBusinessIntelligence', 'active.isAdmin'],
      ['sys.isBusinessIntelligence', 'active.isBusinessIntelligence'],
      ['sys.isBusinessIntelligence', 'sys.isAdminSystem', 'active.isAdminSystem'],
      ['sys.isBusinessIntelligence', 'sys.isAdminSystem', 'active.isAdminSystemAdministrator'],
    ],
  },
  canSeeBiDetails: {
    rule: rules.canSeeBiDetails,
    reads: ['active.isAdmin', 'active.isBusinessIntelligence'],
    // Hidden only for "BI permission and not admin".
    grantsWhen: [['active.isAdmin'], ['!active.isBusinessIntelligence']],
  },
  canRunNewBusinessBatch: {
    rule: rules.canRunNewBusinessBatch,
    reads: ['sys.isNewBusinessBatch', 'active.isNewBusinessBatch'],
    grantsWhen: [['sys.isNewBusinessBatch', 'active.isNewBusinessBatch']],
  },
  canRunInforceBatch: {
    rule: rules.canRunInforceBatch,
    reads: ['sys.isInforceBatch', 'active.isInforceBatch'],
    grantsWhen: [['sys.isInforceBatch', 'active.isInforceBatch']],
  },
  isHeadOffice: {
    rule: rules.isHeadOffice,
    reads: ['active.isHeadOffice'],
    grantsWhen: [['active.isHeadOffice']],
  },
  isDeveloper: {
    rule: rules.isDeveloper,
    reads: ['active.isDeveloper'],
    grantsWhen: [['active.isDeveloper']],
  },
  canUseNeedsAnalysisLite: {
    rule: rules.canUseNeedsAnalysisLite,
    reads: ['sys.isNeedsAnalysisLite', 'active.isNeedsAnalysisLite'],
    grantsWhen: [['sys.isNeedsAnalysisLite', 'active.isNeedsAnalysisLite']],
  },
  canUseNeedsAnalysisFull: {
    rule: rules.canUseNeedsAnalysisFull,
    reads: ['sys.isNeedsAnalysisFull', 'active.isNeedsAnalysisLite'],
    grantsWhen: [['sys.isNeedsAnalysisFull', 'active.isNeedsAnalysisLite']],
  },
};

describe.each(Object.entries(cases))('%s', (_name, { rule, reads, grantsWhen }) => {
  it('answers as the spec says for every combination of the flags it reads', () => {
    let checked = 0;
    for (const on of combinations(reads)) {
      expect({ on, granted: rule(subjectWith(on)) }).toEqual({
        on,
        granted: holds(grantsWhen, new Set(on)),
      });
      checked++;
    }
    expect(checked).toBe(2 ** reads.length);
  });

  it('reads no other flag', () => {
    const others = ALL_FLAGS.filter((flag) => !reads.includes(flag));
    for (const on of combinations(reads)) {
      const expected = rule(subjectWith(on));
      for (const other of others) {
        expect(rule(subjectWith([...on, other]))).toBe(expected);
      }
      expect(rule(subjectWith([...on, ...others]))).toBe(expected);
    }
  });

  it('depends on every flag it reads', () => {
    for (const flag of reads) {
      const rest = reads.filter((candidate) => candidate !== flag);
      const matters = [...combinations(rest)].some(
        (on) => rule(subjectWith(on)) !== rule(subjectWith([...on, flag])),
      );
      expect(matters, `${flag} never changes the answer`).toBe(true);
    }
  });
});
