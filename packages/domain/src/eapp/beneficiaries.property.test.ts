import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { type Beneficiary, emptyEAppForm } from './form';
import { completeForm } from './test-forms';
import { classTotal, shareHundredths, validateEApplication } from './validate';

// "for the base coverage, child rider 1, child rider 2, term rider 1 and term rider 2 (up to 3
// beneficiaries each), the primary shares total at most 100 and the contingent shares total at
// most 100" (inforce spec 5).

const hundredths = fc.integer({ min: 0, max: 100_00 });
const asShare = (h: number) => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;
const beneficiary = fc.record({
  name: fc.constant('A'),
  relationship: fc.constant('Child'),
  beneficiaryClass: fc.constantFrom('Primary' as const, 'Contingent' as const),
  share: hundredths.map(asShare),
});

describe('beneficiary share totals', () => {
  test.prop([hundredths])('a share reads back as the hundredths it was written from', (h) => {
    expect(shareHundredths(asShare(h))).toBe(h);
  });

  test.prop([fc.array(beneficiary, { maxLength: 3 })])(
    'a coverage is refused exactly when a class totals over 100, exactly, with decimals',
    (list: Beneficiary[]) => {
      const issues = validateEApplication(
        completeForm({ beneficiaries: { ...emptyEAppForm().beneficiaries, childRider2: list } }),
        { language: 'en' },
      );
      for (const kind of ['Primary', 'Contingent'] as const) {
        const exact = list
          .filter((b) => b.beneficiaryClass === kind)
          .reduce((sum, b) => sum + (shareHundredths(b.share) ?? 0), 0);
        expect(classTotal(list, kind)).toBe(exact);
        const rule = kind === 'Primary' ? 'primaryShares' : 'contingentShares';
        expect(issues.some((issue) => issue.rule === rule)).toBe(exact > 100_00);
      }
    },
  );

  test.prop([fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 100_00 })])(
    'shares split to total exactly 100 are always accepted',
    (count, seed) => {
      // Split 100.00 into `count` hundredths that add up exactly (the last takes the rest).
      const parts: number[] = [];
      let left = 100_00;
      for (let i = 0; i < count - 1; i++) {
        const part = seed % (left + 1);
        parts.push(part);
        left -= part;
      }
      parts.push(left);
      const list = parts.map((h) => ({
        name: 'A',
        relationship: 'Spouse',
        beneficiaryClass: 'Primary' as const,
        share: asShare(h),
      }));
      const form = completeForm({
        beneficiaries: { ...emptyEAppForm().beneficiaries, base: list },
      });
      expect(validateEApplication(form, { language: 'fr' })).toEqual([]);
    },
  );
});
