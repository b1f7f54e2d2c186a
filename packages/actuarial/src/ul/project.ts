// The UL month loop. Each month runs the steps of README §Universal life "Monthly processing
// order" in that order, with the same names. Money is whole cents throughout, so the account
// value rolls forward exactly: AV = AV_prev + netPremium − withdrawal − monthlyDeduction +
// interest. A policy loan moves value from the funds to the loan collateral (still part of
// the account value); the loan itself is a debt that grows at the loan rate.
import type { Ledger, LimitedFlow } from '../ledger';
import { roundCents } from '../money';
import type { UlBasisRates, UlPrepared } from './prepare';

export interface UlMonthRow {
  t: number;
  month: number;
  age: number;
  accountValueStart: number;
  grossPremium: number;
  premiumLoad: number;
  netPremium: number;
  withdrawal: number;
  loanAdvance: number;
  deathBenefit: number;
  netAmountAtRisk: number;
  coiRate: number;
  coi: number;
  monthlyFee: number;
  riderCharges: number;
  flatExtra: number;
  waiverCharge: number;
  monthlyDeduction: number;
  interest: number;
  accountValue: number;
  collateral: number;
  loanInterest: number;
  loanBalance: number;
  funds: number[];
}

export interface UlRunOptions {
  /** Deposit per payment, cents. */
  readonly modalDeposit: number;
  /** Face amount, cents. */
  readonly face: number;
  /** Solves run with lapse suppressed: the account may go negative and carry on. */
  readonly suppressLapse: boolean;
  /** Run policy-year indexes below this only. */
  readonly endYear: number;
  readonly ledger?: Ledger | undefined;
  readonly audit?: UlMonthRow[] | undefined;
  /** Receives each withdrawal or loan cut to the most the policy allows when it is taken. */
  readonly limited?: LimitedFlow[] | undefined;
  /**
   * In force (README §In-force projection): the year index to start at, with today's account
   * value (collateral included) and loan, in cents.
   */
  readonly start?: {
    readonly year: number;
    readonly accountValue: number;
    readonly loanBalance: number;
  };
}

export interface UlRunResult {
  /** Policy-year index of the lapse, or −1. */
  readonly lapseYear: number;
  /**
   * Lowest value of the lapse test (cents) after any month's deduction and at any month's end:
   * the account value less the loan, and less the surrender charge too while a loan is owed
   * (steps 9 and 11).
   */
  readonly minAccountValue: number;
  /** Account value at the end of the last year run (cents). */
  readonly finalAccountValue: number;
  readonly yearsRun: number;
  /** Withdrawals and loans cut to the most the policy allowed when taken (steps 3a, 3b). */
  readonly flowsCut: number;
}

// Reused between runs: the loop allocates nothing (one run at a time; the engine is synchronous).
const funds = new Float64Array(32);
/** Cash surrender value at each year end of the last run (cents). */
export const lastRunCashValue = new Float64Array(121);

/**
 * Takes an amount out of the funds in proportion to their positive balances (the last such
 * fund takes the rounding remainder); with none positive, out of the first fund.
 */
function takeFromFunds(amount: number, fundCount: number): void {
  let positive = 0;
  let lastPositive = -1;
  for (let f = 0; f < fundCount; f++) {
    const value = funds[f] ?? 0;
    if (value > 0) {
      positive += value;
      lastPositive = f;
    }
  }
  if (lastPositive < 0) {
    funds[0] = (funds[0] ?? 0) - amount;
    return;
  }
  let rest = amount;
  for (let f = 0; f < lastPositive; f++) {
    const value = funds[f] ?? 0;
    if (value <= 0) continue;
    const share = roundCents((amount * value) / positive);
    funds[f] = value - share;
    rest -= share;
  }
  funds[lastPositive] = (funds[lastPositive] ?? 0) - rest;
}

/**
 * The lapse test (steps 9 and 11): the account value less the loan, and less the surrender
 * charge too while a loan is owed (a loan is never secured by the surrender charge). Below 0
 * the policy lapses.
 */
function lapseTest(accountValue: number, loanBalance: number, surrenderCharge: number): number {
  return accountValue - loanBalance - (loanBalance > 0 ? surrenderCharge : 0);
}

/** floor(value × share / 10 000), share in ten-thousandths: exact in integer cents. */
function shareOf(value: number, share: number): number {
  return value > 0 ? Math.floor((value * share) / 10_000) : 0;
}

export function runUl(p: UlPrepared, rates: UlBasisRates, options: UlRunOptions): UlRunResult {
  const fundCount = p.fundIds.length;
  funds.fill(0, 0, fundCount);
  lastRunCashValue.fill(0);
  const { face, modalDeposit, suppressLapse, ledger, audit, limited } = options;
  const allocations = p.allocations;
  const monthlyRates = rates.fundMonthlyRates;
  const endYear = Math.min(options.endYear, p.years);
  let lastFunded = 0;
  for (let f = 0; f < fundCount; f++) if ((allocations[f] ?? 0) > 0) lastFunded = f;
  const optionTwo = p.deathBenefitOption === 2;
  let accountValue = 0;
  // Policy loans: the collateral is part of the account value; the loan is owed against it.
  let collateral = 0;
  let loanBalance = 0;
  let t = 0;
  if (options.start) {
    // Today's values: the loan's collateral, and the rest of the account spread over the funds
    // as a premium would be (the last funded fund takes the rounding remainder).
    t = Math.min(options.start.year, endYear);
    loanBalance = options.start.loanBalance;
    collateral = Math.min(loanBalance, options.start.accountValue);
    const inFunds = options.start.accountValue - collateral;
    let rest = inFunds;
    for (let f = 0; f < lastFunded; f++) {
      const share = roundCents(inFunds * (allocations[f] ?? 0));
      funds[f] = share;
      rest -= share;
    }
    funds[lastFunded] = rest;
    accountValue = options.start.accountValue;
  }
  // Option 1: withdrawals reduce the face (the surrender charge stays on the initial face).
  let currentFace = face;
  let minAccountValue = Number.POSITIVE_INFINITY;
  let lapseYear = -1;
  let flowsCut = 0;
  for (; t < endYear; t++) {
    const coiRate = rates.coiRate[t] ?? 0;
    const monthlyFee = rates.monthlyFee[t] ?? 0;
    const riderCharges = p.riderCharges[t] ?? 0;
    const waiverRate = p.waiverRate[t] ?? 0;
    const flatExtra =
      t < p.coiCeaseYear ? roundCents(((p.flatExtraPer1000[t] ?? 0) * face) / 12_000) : 0;
    const depositing = t < p.depositYears;
    let yearPremium = 0;
    let yearWithdrawal = 0;
    // The year's surrender charge, on the initial face: it limits loans and withdrawals (3a, 3b)
    // and, while a loan is owed, the lapse test (9).
    const surrenderCharge = roundCents(((p.surrenderChargePer1000[t] ?? 0) * face) / 1000);
    for (let month = 0; month < 12; month++) {
      const accountValueStart = accountValue;
      // 1. Premium received on the mode's months.
      const grossPremium = depositing && month % p.monthsBetweenPayments === 0 ? modalDeposit : 0;
      // 2. Premium load.
      const premiumLoad = roundCents(grossPremium * rates.premiumLoad);
      const netPremium = grossPremium - premiumLoad;
      // 3. Allocation to the funds; the last funded one takes the rounding remainder.
      if (netPremium !== 0) {
        let rest = netPremium;
        for (let f = 0; f < lastFunded; f++) {
          const share = roundCents(netPremium * (allocations[f] ?? 0));
          funds[f] = (funds[f] ?? 0) + share;
          rest -= share;
        }
        funds[lastFunded] = (funds[lastFunded] ?? 0) + rest;
        accountValue += netPremium;
      }
      yearPremium += grossPremium;
      // 3a. Withdrawal (partial surrender) at the start of the policy year, out of the funds;
      //     under option 1 it lowers the face by as much. It is at most the product's share of
      //     the cash surrender value then, and (option 1) leaves at least the minimum face.
      let withdrawal = month === 0 ? (p.withdrawals[t] ?? 0) : 0;
      if (withdrawal !== 0) {
        const byValue = shareOf(
          accountValue - surrenderCharge - loanBalance,
          p.withdrawalMaximumShare,
        );
        const byFace = optionTwo ? byValue : Math.max(0, currentFace - p.minimumFace);
        const most = Math.min(byValue, byFace);
        if (withdrawal > most) {
          flowsCut += 1;
          limited?.push({
            year: t + 1,
            kind: 'withdrawal',
            requested: withdrawal,
            granted: most,
            reason: byFace < byValue ? 'minimumFace' : 'maximum',
          });
          withdrawal = most;
        }
        takeFromFunds(withdrawal, fundCount);
        accountValue -= withdrawal;
        if (!optionTwo) currentFace -= withdrawal;
        yearWithdrawal = withdrawal;
      }
      // 3b. Loan advance at the start of the policy year: funds move to the loan collateral. The
      //     loan owed afterwards is at most the product's share of the cash value (AV − SC).
      let loanAdvance = month === 0 ? (p.loanAdvances[t] ?? 0) : 0;
      if (loanAdvance !== 0) {
        const most = Math.max(
          0,
          shareOf(accountValue - surrenderCharge, p.loanMaximumShare) - loanBalance,
        );
        if (loanAdvance > most) {
          flowsCut += 1;
          limited?.push({
            year: t + 1,
            kind: 'loan',
            requested: loanAdvance,
            granted: most,
            reason: 'maximum',
          });
          loanAdvance = most;
        }
      }
      if (loanAdvance !== 0) {
        takeFromFunds(loanAdvance, fundCount);
        collateral += loanAdvance;
        loanBalance += loanAdvance;
      }
      // 4. Death benefit: option 1 level (never below the account), option 2 face + account.
      const deathBenefit = optionTwo
        ? currentFace + Math.max(0, accountValue)
        : Math.max(currentFace, accountValue);
      // 5. Net amount at risk; a negative account (only while a solve suppresses lapse) is
      //    a debt, not extra cover, so it does not raise the amount at risk above the benefit.
      const netAmountAtRisk = Math.max(0, deathBenefit - Math.max(0, accountValue));
      // 6. Cost of insurance.
      const coi = roundCents((netAmountAtRisk * coiRate) / 1000);
      // 7. Monthly deduction: COI, fee, riders, flat extra, then the waiver on all of them.
      const others = monthlyFee + riderCharges + flatExtra;
      const waiverCharge = waiverRate > 0 ? roundCents((coi + others) * waiverRate) : 0;
      const monthlyDeduction = coi + others + waiverCharge;
      // 8. Deduct from the funds in proportion to their positive balances.
      if (monthlyDeduction !== 0) {
        takeFromFunds(monthlyDeduction, fundCount);
        accountValue -= monthlyDeduction;
      }
      // 9. Lapse check: an account that cannot bear the deduction ends the policy; so does a
      //    loan that has grown past the cash value (account value less surrender charge).
      const afterDeduction = lapseTest(accountValue, loanBalance, surrenderCharge);
      if (afterDeduction < minAccountValue) minAccountValue = afterDeduction;
      const lapsesNow = afterDeduction < 0 && !suppressLapse;
      // 10. Interest on each fund with a positive balance, at its monthly rate (none once lapsed).
      let interest = 0;
      let loanInterest = 0;
      if (!lapsesNow) {
        for (let f = 0; f < fundCount; f++) {
          const value = funds[f] ?? 0;
          if (value > 0) {
            const credit = roundCents(value * (monthlyRates[f] ?? 0));
            funds[f] = value + credit;
            interest += credit;
          }
        }
        // 10a. The collateral earns the loan's credited rate; the loan grows at the loan rate.
        if (collateral > 0) {
          const credit = roundCents(collateral * p.collateralMonthlyRate);
          collateral += credit;
          interest += credit;
        }
        loanInterest = loanBalance > 0 ? roundCents(loanBalance * p.loanMonthlyRate) : 0;
        loanBalance += loanInterest;
        accountValue += interest;
      }
      audit?.push({
        t,
        month,
        age: p.issueAge + t,
        accountValueStart,
        grossPremium,
        premiumLoad,
        netPremium,
        withdrawal,
        loanAdvance,
        deathBenefit,
        netAmountAtRisk,
        coiRate,
        coi,
        monthlyFee,
        riderCharges,
        flatExtra,
        waiverCharge,
        monthlyDeduction,
        interest,
        accountValue,
        collateral,
        loanInterest,
        loanBalance,
        funds: Array.from(funds.subarray(0, fundCount)),
      });
      if (lapsesNow) {
        lapseYear = t;
        break;
      }
      // 11. The same test at the month's end: the loan grows faster than its collateral earns,
      //     so the indebtedness can pass the value here, between two deductions. The policy
      //     lapses in this month, and so no year ends in force with the loan above its value.
      const atMonthEnd = lapseTest(accountValue, loanBalance, surrenderCharge);
      if (atMonthEnd < minAccountValue) minAccountValue = atMonthEnd;
      if (atMonthEnd < 0 && !suppressLapse) {
        lapseYear = t;
        break;
      }
    }
    // Year end: cash surrender value.
    const lapsed = lapseYear === t;
    const cashSurrenderValue = lapsed
      ? 0
      : Math.max(0, accountValue - surrenderCharge - loanBalance);
    lastRunCashValue[t] = cashSurrenderValue;
    if (ledger) {
      ledger.age[t] = p.issueAge + t;
      ledger.premium[t] = yearPremium;
      ledger.accountValue[t] = lapsed ? 0 : accountValue;
      ledger.basicCashValue[t] = lapsed ? 0 : accountValue;
      ledger.surrenderCharge[t] = surrenderCharge;
      ledger.cashSurrenderValue[t] = cashSurrenderValue;
      ledger.deathBenefit[t] = lapsed
        ? 0
        : (optionTwo
            ? currentFace + Math.max(0, accountValue)
            : Math.max(currentFace, accountValue)) -
          loanBalance +
          (p.riderFaces[t] ?? 0);
      ledger.loan[t] = lapsed ? 0 : loanBalance;
      ledger.withdrawal[t] = yearWithdrawal;
      ledger.averageInterest[t] = rates.averageInterest;
      for (let f = 0; f < fundCount; f++) {
        const column = ledger.funds[f];
        if (column) column.values[t] = lapsed ? 0 : (funds[f] ?? 0);
      }
    }
    if (lapsed) {
      t += 1;
      break;
    }
  }
  // 12. A withdrawal or loan scheduled after the lapse is never taken: the ledger says so.
  if (lapseYear >= 0 && limited) {
    for (let year = lapseYear + 1; year < p.years; year++) {
      for (const [kind, flows] of [
        ['withdrawal', p.withdrawals],
        ['loan', p.loanAdvances],
      ] as const) {
        const requested = flows[year] ?? 0;
        if (requested > 0)
          limited.push({ year: year + 1, kind, requested, granted: 0, reason: 'afterLapse' });
      }
    }
  }
  if (ledger) {
    ledger.startYear = options.start ? Math.min(options.start.year, endYear) : 0;
    ledger.years = t;
    ledger.lapseYear = lapseYear >= 0 ? lapseYear : null;
    ledger.endReason = lapseYear >= 0 ? 'lapse' : 'maturity';
  }
  return { lapseYear, minAccountValue, finalAccountValue: accountValue, yearsRun: t, flowsCut };
}
