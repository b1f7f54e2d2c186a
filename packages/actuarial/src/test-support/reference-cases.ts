// The cases whose ledgers are stored under reference/ and compared on every test run.
import type { IllustrationInput } from '../input';

export const referenceCases: Readonly<Record<string, IllustrationInput>> = {
  'term10-m40-ns': {
    productId: '0131',
    faceAmount: 500_000,
    premiumMode: 'Monthly',
    insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 40 }],
    riders: [{ riderId: 'WP' }, { riderId: 'ADB', faceAmount: 100_000 }],
  },
  'term20-f35-s-rated': {
    productId: '0132',
    faceAmount: 250_000,
    premiumMode: 'Annual',
    insureds: [
      {
        sex: 'F',
        smokeClass: 'S',
        rateClass: 'S',
        issueAge: 35,
        rating: 150,
        flatExtra: 2.5,
        flatExtraDuration: 5,
      },
    ],
  },
  'term30-m30-ns': {
    productId: '0133',
    faceAmount: 1_000_000,
    premiumMode: 'Quarterly',
    insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 30 }],
  },
  'term100-m45-ns': {
    productId: '0563',
    faceAmount: 300_000,
    premiumMode: 'Annual',
    insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 45 }],
  },
  'term100-joint-last': {
    productId: '0562',
    faceAmount: 400_000,
    premiumMode: 'Annual',
    lifeBasis: 'JOINTLAST',
    insureds: [
      { sex: 'M', smokeClass: 'N', issueAge: 50 },
      { sex: 'F', smokeClass: 'N', issueAge: 45 },
    ],
  },
  'wl0900-m40-pua': {
    productId: '0900',
    faceAmount: 250_000,
    premiumMode: 'Annual',
    insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 40 }],
    wholeLife: { dividendOption: 'PUA' },
  },
  'wl0900-f30-enh': {
    productId: '0900',
    faceAmount: 500_000,
    premiumMode: 'Monthly',
    insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 30 }],
    wholeLife: { dividendOption: 'ENH' },
  },
  'wl0902-f30-dod-offset': {
    productId: '0902',
    faceAmount: 100_000,
    premiumMode: 'Annual',
    insureds: [{ sex: 'F', smokeClass: 'S', issueAge: 30 }],
    wholeLife: { dividendOption: 'DOD', premiumOffset: { elected: false, startYear: 10 } },
  },
  'wl0900-m5-rap': {
    productId: '0900',
    faceAmount: 50_000,
    premiumMode: 'Annual',
    insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 5 }],
    wholeLife: { dividendOption: 'RAP' },
  },
  'ul0602-m45-yrt': {
    productId: '0602',
    faceAmount: 500_000,
    premiumMode: 'Monthly',
    insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 45 }],
    ul: { annualDeposit: 9000 },
  },
  'ul0602-f35-opt2': {
    productId: '0602',
    faceAmount: 250_000,
    premiumMode: 'Annual',
    insureds: [{ sex: 'F', smokeClass: 'S', rateClass: 'S', issueAge: 35 }],
    ul: {
      annualDeposit: 4000,
      deathBenefitOption: 2,
      allocations: { DI: 33.333, CBF: 33.333, CEFI: 33.334 },
    },
  },
  'iul0603-m50-level-riders': {
    productId: '0603',
    faceAmount: 300_000,
    premiumMode: 'Monthly',
    insureds: [{ sex: 'M', smokeClass: 'S', issueAge: 50 }],
    ul: { annualDeposit: 12_000, coiType: 'LevelGuaranteed' },
    riders: [{ riderId: '094', faceAmount: 100_000 }, { riderId: 'WP' }],
  },
};
