// The constants of the specs' "business constants" sections that live in packages/domain,
// each against the spec line it comes from (I = inforce-and-illustration.md, P = platform.md).
import { describe, expect, it } from 'vitest';
import { formatFileSize, SIZE_STEP, SIZE_UNITS } from './fields/file-size';
import {
  COVERAGE_CODE_SUFFIXES,
  coverageCodeSuffix,
  NON_FORFEITURE_CODES,
  nameOfCode,
  PAYMENT_METHOD_CODES,
  PREMIUM_OFFSET_LOAN_DIVIDEND_CODES,
  RATE_CLASS_SUFFIXES,
  RRIF_LIF_PLAN_LABELS,
  rateClassSuffix,
  rrifLifPlanLabel,
} from './inforce/codes';
import { NAMED_PRODUCT_IDS, PRODUCT_ID_GROUPS, productGroupOf } from './products/product-ids';
import {
  BASE_REFERENCE_CODE,
  UNEXPLAINED_CALCULATION_CONSTANT,
  UNEXPLAINED_FACTOR,
} from './products/spec-constants';
import { choosePolicyTemplate, policyFamilyOf } from './reports/templates';

describe('I 9: "Rate-class suffix: P gives HP, S gives HS, U gives HU. Coverage 056 gives D, 060 gives DD."', () => {
  it('maps each rate class to its suffix, and nothing else', () => {
    expect(RATE_CLASS_SUFFIXES).toEqual({ P: 'HP', S: 'HS', U: 'HU' });
    expect(['P', 'S', 'U', 'X', ''].map(rateClassSuffix)).toEqual(['HP', 'HS', 'HU', null, null]);
  });

  it('maps coverages 056 and 060, however the code is written', () => {
    expect(COVERAGE_CODE_SUFFIXES).toEqual({ '056': 'D', '060': 'DD' });
    expect(['056', '56', 56, '060', 60, '061', 'abc'].map(coverageCodeSuffix)).toEqual([
      'D',
      'D',
      'D',
      'DD',
      'DD',
      null,
      null,
    ]);
  });
});

describe('I 9: "Product id groups that drive report and layout choices: 602 and 603 (universal-life group), 790 and 791, 805 and 807, 370 to 379, 200 to 209 (disability), 114 to 123, 553 to 559, 545 to 552, 560 to 563, 801 and 802, 341, 343, 330."', () => {
  it('holds the thirteen groups with exactly the spec’s members', () => {
    expect(PRODUCT_ID_GROUPS.map((group) => group.ids)).toEqual([
      [602, 603],
      [790, 791],
      [805, 807],
      [370, 371, 372, 373, 374, 375, 376, 377, 378, 379],
      [200, 201, 202, 203, 204, 205, 206, 207, 208, 209],
      [114, 115, 116, 117, 118, 119, 120, 121, 122, 123],
      [553, 554, 555, 556, 557, 558, 559],
      [545, 546, 547, 548, 549, 550, 551, 552],
      [560, 561, 562, 563],
      [801, 802],
      [341],
      [343],
      [330],
    ]);
    const all = PRODUCT_ID_GROUPS.flatMap((group) => group.ids);
    expect(new Set(all).size).toBe(all.length);
  });

  it('finds a product’s group whichever way its id is written', () => {
    for (const id of ['602', '0602', 602, ' 0603 '])
      expect(productGroupOf(id)?.id).toBe('universalLife');
    expect(productGroupOf('0205')?.id).toBe('disability');
    expect(productGroupOf('0330')?.id).toBe('g330');
    expect(productGroupOf('0131')).toBeNull();
    expect(productGroupOf('WP')).toBeNull();
  });

  it('is read by the report template choice: the named groups decide the family', () => {
    expect(policyFamilyOf({ policyType: 'UniversalLife', prodID: '0602' })).toBe('UL');
    // A group decides over the policy type where the spec names it…
    expect(policyFamilyOf({ policyType: 'LevelTerm', prodID: '603' })).toBe('UL');
    expect(policyFamilyOf({ policyType: 'WholeLife', prodID: '0201' })).toBe('OTHER');
    // …and a group whose meaning the spec does not give leaves the policy type to decide.
    expect(policyFamilyOf({ policyType: 'RRIF', prodID: '0553' })).toBe('ANNUITY');
    expect(policyFamilyOf({ policyType: 'WholeLife', prodID: '0900' })).toBe('PAR');
    const family = policyFamilyOf({ policyType: 'LevelTerm', prodID: '0602' });
    expect(choosePolicyTemplate({ family, premiumOffset: false, solve: false, loan: false })).toBe(
      'policy-ul',
    );
  });

  it('"RRIF and LIF product codes map to plan labels (RRIF 1 to 6, LIFFA, LIFEA and others)"', () => {
    expect(Object.values(RRIF_LIF_PLAN_LABELS)).toEqual([
      'RRIF 1',
      'RRIF 2',
      'RRIF 3',
      'RRIF 4',
      'RRIF 5',
      'RRIF 6',
      'LIFFA',
      'LIFEA',
    ]);
    expect(rrifLifPlanLabel('rrif03', 'Registered income fund')).toBe('RRIF 3');
    expect(rrifLifPlanLabel('LIFEA1', 'Life income fund')).toBe('LIFEA');
    // "and others": a plan the table does not list keeps its product name.
    expect(rrifLifPlanLabel('LIFON1', 'LIF Ontario')).toBe('LIF Ontario');
  });
});

describe('I 9: "Named product ids: term 10 0131, term 20 0132, term 30 0133, term 100 joint 0562, term 100 0563, whole life 0900, whole life 20-pay 0902, universal life 0602, indexed universal life 0603."', () => {
  it('names each id as the spec writes it', () => {
    expect(NAMED_PRODUCT_IDS).toEqual({
      term10: '0131',
      term20: '0132',
      term30: '0133',
      term100Joint: '0562',
      term100: '0563',
      wholeLife: '0900',
      wholeLife20Pay: '0902',
      universalLife: '0602',
      indexedUniversalLife: '0603',
    });
  });
});

describe('I 9: "Premium offset, loan and dividend type codes: PIC 1, DRP 2, PUA 3, DOD 4, OYT 5, LRD 6, Enhanced E, None 0."', () => {
  it('holds the eight codes and reads a code back to its name', () => {
    expect(PREMIUM_OFFSET_LOAN_DIVIDEND_CODES).toEqual({
      PIC: '1',
      DRP: '2',
      PUA: '3',
      DOD: '4',
      OYT: '5',
      LRD: '6',
      Enhanced: 'E',
      None: '0',
    });
    expect(nameOfCode(PREMIUM_OFFSET_LOAN_DIVIDEND_CODES, 3)).toBe('PUA');
    expect(nameOfCode(PREMIUM_OFFSET_LOAN_DIVIDEND_CODES, 'E')).toBe('Enhanced');
    expect(nameOfCode(PREMIUM_OFFSET_LOAN_DIVIDEND_CODES, '7')).toBeNull();
  });
});

describe('I 9: "Non-forfeiture codes: APL 4, ETI 0, PIC 3, RPU 2."', () => {
  it('holds the four codes', () => {
    expect(NON_FORFEITURE_CODES).toEqual({ APL: '4', ETI: '0', PIC: '3', RPU: '2' });
    expect(nameOfCode(NON_FORFEITURE_CODES, 0)).toBe('ETI');
  });
});

describe('I 9: "Payment methods: Mail 1, premium offset D, EFT 4, APL 9."', () => {
  it('holds the four codes', () => {
    expect(PAYMENT_METHOD_CODES).toEqual({ mail: '1', premiumOffset: 'D', eft: '4', apl: '9' });
    expect(nameOfCode(PAYMENT_METHOD_CODES, '9')).toBe('apl');
  });
});

describe('I 9 and P 9: "A calculation constant 85 and a factor 1.25 exist (their use is not shown). Base reference code B."', () => {
  it('keeps them named, for decision 0028 to say why nothing computes with them', () => {
    expect([UNEXPLAINED_CALCULATION_CONSTANT, UNEXPLAINED_FACTOR, BASE_REFERENCE_CODE]).toEqual([
      85,
      1.25,
      'B',
    ]);
  });
});

describe('P 9: "Size units go from Bytes to YB in steps of 1024."', () => {
  it('has nine units in each language, a step of 1024', () => {
    expect(SIZE_STEP).toBe(1024);
    expect(SIZE_UNITS.en).toEqual(['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
    expect(SIZE_UNITS.fr).toHaveLength(9);
  });

  it('reaches YB at 1024^8 and stays there beyond', () => {
    expect(formatFileSize(1024 ** 8, 'en')).toBe('1\u00a0YB');
    expect(formatFileSize(1024 ** 9, 'en')).toBe('1,024\u00a0YB');
  });
});
