import { describe, expect, it } from 'vitest';
import { priceAddedRider } from './added-rider';
import { resolveInput } from './input';
import { premiumSummary } from './premium';
import { prepareUl } from './ul/prepare';

const life = { sex: 'M', smokeClass: 'N', issueAge: 45, rating: 150, flatExtra: 2.5 } as const;

describe('the premium of a term rider added to an in-force policy', () => {
  it('is what the engine charges for the same rider on a new illustration at that age', () => {
    const added = priceAddedRider({ riderId: '093', faceAmount: 150_000, insured: life });
    if (!added.ok) throw new Error(JSON.stringify(added.problems));
    const illustration = premiumSummary(
      resolveInput({
        productId: '0900',
        faceAmount: 250_000,
        premiumMode: 'Annual',
        insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 40 }],
        riders: [{ riderId: '093', faceAmount: 150_000, insured: life }],
      }),
    );
    const line = illustration.coverages.find((c) => c.riderType === 'TERM');
    expect(added.value.annualPremium).toBe(line?.annualPremium);
    expect(added.value.premFlatExtra).toBe(line?.premFlatExtra);
    expect(added.value.ratePer1000).toBe(line?.rate);
    // 2.50 per 1000 on 150,000: 375.00 of flat extra, and a rated (150 %) premium above it.
    expect(added.value.premFlatExtra).toBe(37_500);
    expect(added.value.annualPremium).toBeGreaterThan(37_500);
    expect(added.value.waiver).toBeNull();
  });

  it('on universal life is twelve of the monthly charges the UL month loop deducts', () => {
    const insured = { sex: 'F', smokeClass: 'S', issueAge: 52 } as const;
    const added = priceAddedRider({ riderId: '094', faceAmount: 200_000, insured });
    if (!added.ok) throw new Error('refused');
    const prepared = prepareUl(
      resolveInput({
        productId: '0602',
        faceAmount: 300_000,
        premiumMode: 'Monthly',
        insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 50 }],
        riders: [{ riderId: '094', faceAmount: 200_000, insured }],
        ul: { annualDeposit: 6000 },
      }),
    );
    expect(added.value.chargedMonthly).toBe(true);
    expect(added.value.annualPremium).toBe(12 * (prepared.riderCharges[0] ?? 0));
  });

  it('copies the waiver at its own rate (by its issue age) until its expiry age', () => {
    const at = (issueAge: number, attainedAge: number | null) => {
      const r = priceAddedRider({
        riderId: '093',
        faceAmount: 100_000,
        insured: { sex: 'M', smokeClass: 'N', issueAge: 45 },
        waiver: { issueAge, attainedAge },
      });
      if (!r.ok) throw new Error('refused');
      return r.value;
    };
    const rider = at(42, 58);
    expect(rider.waiver?.rate).toBe(0.06);
    expect(rider.waiver?.annualPremium).toBe(Math.round(rider.annualPremium * 0.06));
    expect(at(25, 40).waiver?.rate).toBe(0.03);
    expect(at(42, 65).waiver).toEqual({ rate: 0, annualPremium: 0 });
  });

  it('refuses what the rider’s product data refuse, every problem listed', () => {
    const r = priceAddedRider({
      riderId: '093',
      faceAmount: 10_000,
      insured: { sex: 'M', smokeClass: 'N', issueAge: 75 },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => p.field).sort()).toEqual(['faceAmount', 'insured.issueAge']);
    expect(priceAddedRider({ riderId: 'ADB', faceAmount: 100_000 }).ok).toBe(false);
    expect(priceAddedRider(null).ok).toBe(false);
  });
});
