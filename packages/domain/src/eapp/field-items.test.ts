import { describe, expect, it } from 'vitest';
import { controlItem, controlItemMap } from '../fields/control-item';
import { FIELD_MESSAGES } from '../fields/messages';
import { eAppFieldIssues, eAppItemName, healthItemName } from './field-items';
import { completeForm } from './test-forms';
import { validateEApplication } from './validate';

const catalogue = {
  ...FIELD_MESSAGES.en,
  'eAppOwnerFirstName-caption': 'First name',
  'eAppProductId-caption': 'Product',
};

describe('the e-application checked with its control items (issue 20 §1)', () => {
  it('names the item by its caption, in the user’s language', () => {
    const items = controlItemMap([controlItem('eAppOwnerFirstName', 'name', { required: true })]);
    expect(eAppFieldIssues(completeForm({ ownerFirstName: '' }), items, catalogue, 'en')).toEqual([
      { field: 'ownerFirstName', message: 'First name: This field is required.' },
    ]);
    const fr = { ...FIELD_MESSAGES.fr, 'eAppOwnerFirstName-caption': 'Prénom' };
    expect(eAppFieldIssues(completeForm({ ownerFirstName: '' }), items, fr, 'fr')).toEqual([
      { field: 'ownerFirstName', message: 'Prénom\u00a0: Ce champ est obligatoire.' },
    ]);
  });

  it('checks only the fields the screen shows (a Company owner has no first name)', () => {
    const items = controlItemMap([
      controlItem('eAppOwnerFirstName', 'name', { required: true }),
      controlItem('eAppTransit', 'text', { required: true, maxLength: 5 }),
    ]);
    const form = completeForm({ ownerType: 'Company', ownerFirstName: '', premiumMode: 'Annual' });
    expect(eAppFieldIssues({ ...form, transit: '' }, items, catalogue, 'en')).toEqual([]);
  });

  it('refuses a value longer than the item’s maxLength, but leaves exact-length numbers to their rule', () => {
    const items = controlItemMap([
      controlItem('eAppAddressLine', 'text', { maxLength: 5 }),
      controlItem('eAppOwnerHomePhone', 'text', { maxLength: 10 }),
    ]);
    // '(416) 555-0101' is 14 characters but 10 digits: the spec's exact-length rule is the judge.
    expect(eAppFieldIssues(completeForm(), items, catalogue, 'en')).toEqual([
      { field: 'addressLine', message: 'Enter at most 5 characters.' },
    ]);
  });

  it('refuses a choice the item does not offer', () => {
    const items = controlItemMap([
      controlItem('eAppProductId', 'combo', {
        optionItems: [{ value: '0132', label: 'Term 20' }],
      }),
    ]);
    expect(eAppFieldIssues(completeForm({ productId: '0999' }), items, catalogue, 'en')).toEqual([
      { field: 'productId', message: 'Product: Select an option.' },
    ]);
    expect(eAppFieldIssues(completeForm(), items, catalogue, 'en')).toEqual([]);
  });

  it('health answers and beneficiary rows follow their items', () => {
    const items = controlItemMap([
      controlItem(healthItemName('q4'), 'radio', { required: true }),
      controlItem(eAppItemName('beneficiaryName'), 'text', { required: true }),
    ]);
    const form = completeForm();
    form.beneficiaries.base = [
      { name: 'A', relationship: '', beneficiaryClass: 'Primary', share: '50' },
      { name: ' ', relationship: '', beneficiaryClass: 'Primary', share: '50' },
    ];
    expect(eAppFieldIssues(form, items, {}, 'en').map((issue) => issue.field)).toEqual([
      'beneficiaries.base.1.name',
      'health.q4',
    ]);
  });

  it('a field the spec already names is not named twice by validateEApplication', () => {
    const items = controlItemMap([
      controlItem('eAppPaymentDeclaration', 'check', { required: true }),
      controlItem('eAppOwnerFirstName', 'name', { required: true }),
    ]);
    const issues = validateEApplication(
      completeForm({ paymentDeclaration: false, ownerFirstName: '' }),
      { language: 'en', items, catalogue },
    );
    expect(issues.map((issue) => [issue.rule, issue.field])).toEqual([
      ['paymentDeclaration', 'paymentDeclaration'],
      ['controlItem', 'ownerFirstName'],
    ]);
  });
});
