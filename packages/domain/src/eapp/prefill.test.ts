import { describe, expect, it } from 'vitest';
import { prefillFromIllustration, splitName } from './prefill';

describe('Apply: the application an illustration opens (issue 20 §1)', () => {
  it('holds the client, product, coverages and the link, typed nowhere twice', () => {
    const input = {
      productId: '0132',
      faceAmount: 400000,
      premiumMode: 'Monthly',
      insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 41 }],
      riders: [{ riderId: '093', faceAmount: 100000 }],
    };
    const form = prefillFromIllustration({
      values: {
        insuredName: 'Marie-Ève Gagnon Roy',
        ownerName: '',
        insuredSex: 'F',
        insuredBirthDate: '1985-03-01',
        province: 'QC',
        premiumMode: 'Monthly',
        savedId: '4f1c2b7e-8a3d-4e5f-9a0b-1c2d3e4f5a6b',
      },
      input,
    });
    expect(form).toMatchObject({
      illustrationId: '4f1c2b7e-8a3d-4e5f-9a0b-1c2d3e4f5a6b',
      insuredFirstName: 'Marie-Ève Gagnon',
      insuredLastName: 'Roy',
      ownerLastName: 'Roy',
      insuredSex: 'F',
      insuredBirthDate: '1985-03-01',
      province: 'QC',
      productId: '0132',
      faceAmount: '400000',
      joint: false,
      riders: [{ riderId: '093', faceAmount: 100000 }],
      pricing: input,
    });
  });

  it('an unsaved illustration has no link; two insureds make a joint application', () => {
    const form = prefillFromIllustration({
      values: { insuredName: 'A B', insured2Name: 'C D' },
      input: { insureds: [{}, {}] },
    });
    expect(form.illustrationId).toBe('');
    expect(form.joint).toBe(true);
    expect(form.insured2LastName).toBe('D');
  });

  it('splits a name at its last word', () => {
    expect(splitName(' Roy ')).toEqual({ first: '', last: 'Roy' });
    expect(splitName('')).toEqual({ first: '', last: '' });
  });
});
