// Participating whole life, year by year. The steps of each year follow README §Whole life
// "Processing order", with the same names.
import type { PricedPolicy } from '../coverages';
import { basePayYears } from '../coverages';
import type { ResolvedInput } from '../input-types';
import type { BasisName, Ledger } from '../ledger';
import { newLedger } from '../ledger';
import type { DividendOption } from '../modes';
import { roundCents, toCents } from '../money';
import type { WholeLifeProduct } from '../products/types';
import { extendedTermYears, reducedPaidUpFace, termSinglePremium } from './nonforfeiture';
import { dividendVectors, wholeLifeValues } from './values';

export interface WholeLifeAuditRow {
  t: number;
  age: number;
  premiumDue: number;
  rapApplied: number;
  offsetDrawn: number;
  aplLoan: number;
  outlay: number;
  loanInterest: number;
  baseDividend: number;
  puaDividend: number;
  depositInterest: number;
  puaBought: number;
  oytCost: number;
  oyt: number;
  baseCashValue: number;
  puaCashValue: number;
  deathBenefit: number;
  cashSurrenderValue: number;
}

/** Every coverage's premium and the fee due in policy-year index t, cents. */
function premiumDueAt(priced: PricedPolicy, t: number): number {
  let due: number = priced.policyFeeAt(t);
  for (const coverage of priced.coverages) due += coverage.premiumAt(t);
  return due;
}

/** The dividend scale's rates for a basis: none guaranteed; alternate is 1 point lower. */
export function scaleFor(product: WholeLifeProduct, basis: BasisName) {
  const scale = product.dividendScale;
  if (basis === 'guaranteed')
    return { dividendRate: null, depositRate: scale.guaranteedDepositRate };
  const less = basis === 'alternate' ? 0.01 : 0;
  return {
    dividendRate: scale.interestRate - less,
    depositRate: Math.max(scale.guaranteedDepositRate, scale.depositRate - less),
  };
}

export function wholeLifeLedger(
  input: ResolvedInput,
  priced: PricedPolicy,
  basis: BasisName,
  audit?: WholeLifeAuditRow[],
): Ledger {
  const product = input.product as WholeLifeProduct;
  const insured = input.insureds[0];
  if (!insured) throw new Error('no insured');
  const x = insured.issueAge;
  const values = wholeLifeValues(product, insured, basePayYears(product, input));
  const { q, nsp, cashValuePer1000 } = values;
  const n = q.length;
  const wl = input.wholeLife;
  const option: DividendOption = wl?.dividendOption ?? 'PUA';
  const { dividendRate, depositRate } = scaleFor(product, basis);
  const dividends =
    dividendRate === null || option === 'NONE'
      ? null
      : dividendVectors(product, values, dividendRate);
  const offset = wl?.premiumOffset?.elected
    ? wl.premiumOffset.startYear - 1
    : Number.POSITIVE_INFINITY;
  const stop = wl?.stopPremiumsAfterYear ?? Number.POSITIVE_INFINITY;
  const nfo = wl?.nonForfeitureOption ?? 'APL';
  const scale = product.dividendScale;
  const i = product.cashValueInterestRate;

  const ledger = newLedger(product.id, basis, x);
  // In force (README §In-force projection): the additions, deposits and loan of today carried
  // into the first year not yet completed.
  const inforce = input.inforce;
  const start = Math.min(inforce?.yearsCompleted ?? 0, n);
  let baseFace = input.faceAmount * 100;
  let puaFace: number = toCents(inforce?.puaFace ?? 0);
  let deposit: number = toCents(inforce?.dividendDeposit ?? 0);
  let loan: number = toCents(inforce?.loanBalance ?? 0);
  let pendingRap = 0;
  let oyt = 0;
  let etiAmount = 0;
  let etiEnd = -1;
  let dividendsEnd = x + start > product.reducedPaidUpAge;
  ledger.years = n;
  ledger.startYear = start;
  for (let t = start; t < n; t++) {
    const age = x + t;
    // 1. Reduced paid-up at the product's age: the total death benefit becomes paid up.
    if (age === product.reducedPaidUpAge && !dividendsEnd) {
      puaFace += oyt;
      oyt = 0;
      dividendsEnd = true;
    }
    // 2. Non-forfeiture at the first unpaid premium (RPU and ETI convert; APL borrows).
    if (t === stop && nfo !== 'APL') {
      const cash =
        roundCents((cashValuePer1000[t - 1] ?? 0) * (baseFace / 1000)) +
        roundCents(puaFace * (nsp[t] ?? 1)) +
        deposit -
        loan;
      if (nfo === 'RPU') {
        puaFace = reducedPaidUpFace(cash, nsp[t] ?? 1);
      } else {
        etiAmount = baseFace + puaFace - loan;
        etiEnd = t + Math.ceil(extendedTermYears(q, t, etiAmount, cash, i));
        puaFace = 0;
        dividendsEnd = true;
      }
      baseFace = 0;
      deposit = 0;
      loan = 0;
      oyt = 0;
    }
    if (etiEnd >= 0 && t >= etiEnd) {
      // Extended term has run out: the ledger ends here, every column zero from this year on.
      ledger.years = t;
      ledger.endReason = 'expiry';
      break;
    }
    ledger.age[t] = age;
    // 3. Premium due: every coverage and the fee, unless premiums have stopped.
    const premiumDue = t < stop && !inforce?.paidUp ? premiumDueAt(priced, t) : 0;
    let outlay = premiumDue;
    let aplLoan = 0;
    if (t >= stop && nfo === 'APL' && priced.coverages[0]?.rateAt(t) !== null) {
      // APL: the premium still falls due and is paid by a policy loan.
      aplLoan = premiumDueAt(priced, t);
      loan += aplLoan;
      outlay = 0;
    }
    // 4. RAP: last year's dividend reduces this premium; any excess is paid in cash.
    const rapApplied = Math.min(outlay, pendingRap);
    outlay -= rapApplied;
    if (pendingRap > rapApplied) ledger.dividendCash[t] = pendingRap - rapApplied;
    pendingRap = 0;
    // 5. Premium offset: paid from paid-up additions (surrendered at A[t]) or deposits.
    let offsetDrawn = 0;
    if (t >= offset && outlay > 0) {
      if (option === 'DOD') {
        offsetDrawn = Math.min(outlay, deposit);
        deposit -= offsetDrawn;
      } else {
        const available = roundCents(puaFace * (nsp[t] ?? 1));
        offsetDrawn = Math.min(outlay, available);
        puaFace = offsetDrawn === available ? 0 : puaFace - roundCents(offsetDrawn / (nsp[t] ?? 1));
      }
      outlay -= offsetDrawn;
    }
    ledger.premium[t] = outlay;
    // 6. Interest for the year on the loan and on deposits.
    const loanInterest = roundCents(loan * product.loanRate);
    loan += loanInterest;
    const depositInterest = roundCents(deposit * depositRate);
    deposit += depositInterest;
    // 7. Dividend at the year end, on the base and on the additions held through the year.
    let baseDividend = 0;
    let puaDividend = 0;
    if (dividends && !dividendsEnd) {
      baseDividend = roundCents(((dividends.basePer1000[t] ?? 0) * baseFace) / 1000);
      puaDividend = roundCents(puaFace * (dividends.perPuaDollar[t] ?? 0));
    }
    const dividend = baseDividend + puaDividend;
    ledger.dividend[t] = dividend;
    // 8. The dividend option.
    const a1 = nsp[t + 1] ?? 1;
    let puaBought = 0;
    let oytCost = 0;
    switch (option) {
      case 'PUA':
        puaBought = roundCents(dividend / a1);
        break;
      case 'DOD':
        deposit += dividend;
        break;
      case 'PIC':
        ledger.dividendCash[t] = (ledger.dividendCash[t] ?? 0) + dividend;
        break;
      case 'RAP':
        // The dividend pays next year's premium due on the whole policy, riders included: once
        // the base is paid up (0902 after 20 years) it keeps paying the riders' premiums while
        // any are due. With no premium due next year it is paid in cash.
        if (t + 1 < stop && premiumDueAt(priced, t + 1) > 0) pendingRap = dividend;
        else ledger.dividendCash[t] = (ledger.dividendCash[t] ?? 0) + dividend;
        break;
      case 'ENH': {
        if (dividendsEnd || !dividends) break;
        const target = roundCents(scale.enhancedFraction * baseFace);
        const need = Math.max(0, target - puaFace);
        const oytRate =
          t + 1 < n ? (scale.mortalityFactor * (q[t + 1] ?? 1)) / (1 + (dividendRate ?? 0)) : 0;
        oytCost = roundCents(need * oytRate);
        if (dividend >= oytCost) {
          oyt = need;
          puaBought = roundCents((dividend - oytCost) / a1);
        } else {
          oyt = oytCost > 0 ? roundCents((need * dividend) / oytCost) : 0;
          oytCost = dividend;
        }
        break;
      }
      case 'NONE':
        break;
    }
    puaFace += puaBought;
    // 9. Values at the year end.
    const baseCashValue = roundCents(((cashValuePer1000[t] ?? 0) * baseFace) / 1000);
    let puaCashValue: number = roundCents(puaFace * a1);
    let riderFaces = 0;
    for (const coverage of priced.coverages) {
      if (coverage.riderType === 'TERM' && t < coverage.coverYears && t < stop)
        riderFaces += coverage.faceAmount * 100;
    }
    let deathBenefit = baseFace + puaFace + oyt + deposit - loan + riderFaces;
    let cashSurrenderValue: number = Math.max(0, baseCashValue + puaCashValue + deposit - loan);
    if (etiEnd >= 0) {
      deathBenefit = etiAmount;
      cashSurrenderValue = roundCents(etiAmount * termSinglePremium(q, t + 1, etiEnd - t - 1, i));
      puaCashValue = 0;
    }
    if (loan > baseCashValue + puaCashValue + deposit) {
      // APL has used up the cash value: the policy lapses this year.
      ledger.lapseYear = t;
      ledger.years = t + 1;
      ledger.endReason = 'lapse';
      deathBenefit = 0;
      cashSurrenderValue = 0;
    }
    ledger.basicCashValue[t] = baseCashValue;
    ledger.puaFace[t] = puaFace;
    ledger.puaCashValue[t] = puaCashValue;
    ledger.depositBalance[t] = deposit;
    ledger.loan[t] = loan;
    ledger.deathBenefit[t] = deathBenefit;
    ledger.cashSurrenderValue[t] = cashSurrenderValue;
    ledger.rpuFace[t] = etiEnd >= 0 ? 0 : reducedPaidUpFace(cashSurrenderValue, a1);
    ledger.etiYears[t] =
      etiEnd >= 0
        ? 0
        : extendedTermYears(q, t + 1, baseFace + puaFace - loan, cashSurrenderValue, i);
    audit?.push({
      t,
      age,
      premiumDue,
      rapApplied,
      offsetDrawn,
      aplLoan,
      outlay,
      loanInterest,
      baseDividend,
      puaDividend,
      depositInterest,
      puaBought,
      oytCost,
      oyt,
      baseCashValue,
      puaCashValue,
      deathBenefit,
      cashSurrenderValue,
    });
    if (ledger.endReason === 'lapse') break;
  }
  return ledger;
}
