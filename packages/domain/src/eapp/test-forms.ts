import { type EAppForm, emptyEAppForm } from './form';

/** An application that breaks no rule: a person owner, monthly by bank debit. */
export function completeForm(over: Partial<EAppForm> = {}): EAppForm {
  return {
    ...emptyEAppForm(),
    ownerFirstName: 'Camille',
    ownerLastName: 'Roy',
    ownerHomePhone: '(416) 555-0101',
    ownerSin: '046 454 286',
    insuredFirstName: 'Camille',
    insuredLastName: 'Roy',
    insuredBirthDate: '1985-04-02',
    insuredHomePhone: '4165550101',
    addressLookup: 'Postal',
    postalCode: 'M5V 2T6',
    addressLine: '1 Front St',
    city: 'Toronto',
    productId: '0132',
    faceAmount: '500000',
    premium: '41.20',
    transit: '12345',
    institution: '003',
    accountNumber: '1234567',
    paymentDeclaration: true,
    declarationAuthorization: true,
    ...over,
  };
}
