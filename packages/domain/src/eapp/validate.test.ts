import { describe, expect, it } from 'vitest';
import type { EAppForm } from './form';
import { maskAccount } from './form';
import { completeForm } from './test-forms';
import { EAPP_MESSAGES, shareMessage, validateEApplication } from './validate';

const rules = (form: EAppForm) => validateEApplication(form, { language: 'en' }).map((i) => i.rule);
const messages = (form: EAppForm, language: 'en' | 'fr' = 'en') =>
  validateEApplication(form, { language }).map((i) => i.message);

describe('e-application validation (inforce spec 5)', () => {
  it('a complete application breaks no rule', () => {
    expect(validateEApplication(completeForm(), { language: 'en' })).toEqual([]);
  });

  describe('form-level, also used on the illustration form', () => {
    it("Postal selected and postal code empty: 'Postal Code cannot be empty'", () => {
      expect(messages(completeForm({ postalCode: ' ' }))).toEqual(['Postal Code cannot be empty']);
    });
    it("City selected and city empty: 'City cannot be empty'", () => {
      expect(messages(completeForm({ addressLookup: 'City', city: '' }))).toEqual([
        'City cannot be empty',
      ]);
      // With City chosen, the postal code is not asked for.
      expect(rules(completeForm({ addressLookup: 'City', postalCode: '' }))).toEqual([]);
    });
    it('Empty owner name or insured name: the names message', () => {
      const message =
        'You must enter the name of the policy owner and the insured before you can generate the illustration report.';
      expect(messages(completeForm({ ownerFirstName: '', ownerLastName: '' }))).toEqual([message]);
      expect(messages(completeForm({ insuredFirstName: ' ', insuredLastName: '' }))).toEqual([
        message,
      ]);
      // A Company owner is named by its company name.
      expect(
        rules(
          completeForm({
            ownerType: 'Company',
            ownerCompanyName: '',
            ownerBusinessNumber: '123456789',
            ownerBusinessPhone: '4165550199',
          }),
        ),
      ).toEqual(['ownerAndInsuredNames']);
    });
    it('Non-single policy with empty second insured name: the all-insureds message', () => {
      expect(messages(completeForm({ joint: true }))).toEqual([
        'You must enter the name of all insureds before you can generate the illustration report.',
      ]);
      expect(rules(completeForm({ joint: true, insured2LastName: 'Roy' }))).toEqual([]);
    });
  });

  describe('e-application only', () => {
    it("Payment declaration unchecked: 'You must check payment declaration'", () => {
      expect(messages(completeForm({ paymentDeclaration: false }))).toEqual([
        'You must check payment declaration',
      ]);
    });
    it("Declaration and authorization unchecked: 'You must check declaration and authorization'", () => {
      expect(messages(completeForm({ declarationAuthorization: false }))).toEqual([
        'You must check declaration and authorization',
      ]);
    });

    it('each number must be exactly its field’s maximum length (digits; decision 0060)', () => {
      const cases: [Partial<EAppForm>, string][] = [
        [{ insuredHomePhone: '416555010' }, 'You must enter valid Insured Home Phone Number'],
        [{ ownerHomePhone: '41655501011' }, 'You must enter valid Owner Home phone number'],
        [{ ownerSin: '04645428' }, 'You must enter valid SIN number'],
        [{ transit: '1234' }, 'You must enter valid Transit Number'],
        [{ institution: '03' }, 'You must enter valid Institution Number'],
        [{ accountNumber: '123456' }, 'You must enter valid Account Number'],
      ];
      for (const [over, message] of cases) expect(messages(completeForm(over))).toEqual([message]);
    });

    it('Owner phone and SIN apply unless owner type is Company; business number and phone for Company', () => {
      const company = completeForm({
        ownerType: 'Company',
        ownerCompanyName: 'Roy Holdings Inc.',
        ownerHomePhone: '',
        ownerSin: '',
      });
      expect(messages(company)).toEqual([
        'You must enter valid Business Number',
        'You must enter valid Business Phone Number',
      ]);
      expect(
        rules({ ...company, ownerBusinessNumber: '123456789', ownerBusinessPhone: '4165550199' }),
      ).toEqual([]);
      // A person owner is not asked for a business number.
      expect(rules(completeForm({ ownerBusinessNumber: '1' }))).toEqual([]);
    });

    it('Bank checks apply only when payment is monthly and account type is B', () => {
      const noBank = { transit: '', institution: '', accountNumber: '' };
      expect(rules(completeForm(noBank))).toEqual(['transit', 'institution', 'accountNumber']);
      expect(rules(completeForm({ ...noBank, accountType: 'C' }))).toEqual([]);
      expect(rules(completeForm({ ...noBank, premiumMode: 'Annual' }))).toEqual([]);
    });

    it("Crime question 2a or 2b answered Y needs non-blank details: 'Please enter asked details for Health Questions'", () => {
      const health = completeForm().health;
      for (const q of ['q2a', 'q2b'] as const) {
        expect(messages(completeForm({ health: { ...health, [q]: 'Y' } }))).toEqual([
          'Please enter asked details for Health Questions',
        ]);
        expect(
          rules(completeForm({ health: { ...health, [q]: 'Y' }, crimeDetails: '2019, fine' })),
        ).toEqual([]);
        expect(rules(completeForm({ health: { ...health, [q]: 'N' } }))).toEqual([]);
      }
    });

    it("Symptom question 3a, 3b or 3c answered Y needs the nature of illness: 'You must provide nature of illness'", () => {
      const health = completeForm().health;
      for (const q of ['q3a', 'q3b', 'q3c'] as const) {
        expect(messages(completeForm({ health: { ...health, [q]: 'Y' } }))).toEqual([
          'You must provide nature of illness',
        ]);
        expect(
          rules(completeForm({ health: { ...health, [q]: 'Y' }, illnessNature: 'Asthma' })),
        ).toEqual([]);
      }
    });

    it('Beneficiary shares: primary and contingent each total at most 100, per coverage', () => {
      const base = completeForm().beneficiaries;
      const b = (beneficiaryClass: 'Primary' | 'Contingent', share: string) => ({
        name: 'A',
        relationship: 'Spouse',
        beneficiaryClass,
        share,
      });
      expect(
        messages(
          completeForm({
            beneficiaries: { ...base, base: [b('Primary', '60'), b('Primary', '40.01')] },
          }),
        ),
      ).toEqual([
        'Primary beneficiary percentage share for Base Coverage should be less than or equal to 100',
      ]);
      expect(
        messages(
          completeForm({
            beneficiaries: { ...base, termRider2: [b('Contingent', '100'), b('Contingent', '1')] },
          }),
        ),
      ).toEqual([
        'Contingent beneficiary percentage share for Term Rider 2 Coverage should be less than or equal to 100',
      ]);
      // 100 % with decimals is allowed; primary and contingent are totalled apart.
      expect(
        rules(
          completeForm({
            beneficiaries: {
              ...base,
              childRider1: [b('Primary', '33.33'), b('Primary', '33.33'), b('Primary', '33.34')],
              childRider2: [b('Primary', '100'), b('Contingent', '100')],
            },
          }),
        ),
      ).toEqual([]);
    });
  });

  it('says every message in French too', () => {
    expect(messages(completeForm({ paymentDeclaration: false }), 'fr')).toEqual([
      EAPP_MESSAGES.fr.paymentDeclaration,
    ]);
    for (const [rule, text] of Object.entries(EAPP_MESSAGES.fr)) {
      expect(text, rule).not.toBe(EAPP_MESSAGES.en[rule as keyof typeof EAPP_MESSAGES.en]);
      expect(text).not.toBe('');
    }
    expect(shareMessage('Primary', 'termRider1', 'fr')).toContain('Avenant temporaire 1');
  });

  it('reads the lengths from the control items when a developer changed them', () => {
    expect(
      validateEApplication(completeForm({ accountNumber: '123456789012' }), {
        language: 'en',
        lengths: { accountNumber: 12 },
      }),
    ).toEqual([]);
  });

  it('masks an account number but its last 3 digits', () => {
    expect(maskAccount('1234567')).toBe('••••567');
    expect(maskAccount('')).toBe('');
  });
});
