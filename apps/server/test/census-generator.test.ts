// The generated census the batch benchmark and the kill -9 drill upload (issue 23 §3): if a
// row were refused, they would measure and count less work than they say.
import { CENSUS_MAX_ROWS } from '@portal/contracts/batch';
import { censusTextRows, readCensus } from '@portal/domain/batch/census';
import { describe, expect, it } from 'vitest';
import { illustrateLife } from '../src/batch/life';
import { censusCsv, generatedCensus } from '../src/db/seeds/census';

const today = new Date('2026-11-28T12:00:00Z');
const lives = generatedCensus(600);

describe('the generated census', () => {
  it('reads back as a census whose every row is a life as generated', async () => {
    const reading = await readCensus(censusTextRows(censusCsv(lives)), CENSUS_MAX_ROWS);
    expect(reading.fileProblem).toBeNull();
    expect(reading.refused).toEqual([]);
    expect(reading.lives.map((l) => l.line)).toEqual(lives.map((_, k) => k + 2));
    reading.lives.forEach(({ row }, k) => {
      const { pricedFace: _, ...generated } = lives[k] as (typeof lives)[number];
      expect(row).toEqual(generated);
    });
  });

  it('is illustrated by the engine row by row, a premium buying the face it was priced from', () => {
    let premiumRows = 0;
    for (const life of lives) {
      const outcome = illustrateLife(life, today, 'en');
      if (!outcome.ok) throw new Error(`${life.reference}: ${outcome.message}`);
      if (life.pricedFace === null) {
        expect(outcome.value.faceAmount).toBe(life.faceAmount);
      } else {
        premiumRows += 1;
        // The premium is the priced one rounded up to the dollar: at least that face, barely more.
        expect(outcome.value.solvedFace).toBe(true);
        expect(outcome.value.faceAmount).toBeGreaterThanOrEqual(life.pricedFace);
        expect(outcome.value.faceAmount).toBeLessThan(life.pricedFace * 1.01);
      }
    }
    expect(premiumRows).toBeGreaterThan(20);
  });

  it('spreads the lives over the products, ages, sexes and smoker classes', () => {
    const products = new Set(lives.map((l) => l.productId));
    expect(products.size).toBe(8);
    expect(lives.some((l) => l.issueAge < 18)).toBe(true);
    expect(lives.some((l) => l.issueAge >= 60)).toBe(true);
    expect(new Set(lives.map((l) => l.sex))).toEqual(new Set(['M', 'F']));
    expect(new Set(lives.map((l) => l.smokeClass))).toEqual(new Set(['N', 'S', 'R']));
  });

  it('is the same census whichever slice is built', () => {
    expect(generatedCensus(50, 100)).toEqual(lives.slice(100, 150));
    expect(new Set(lives.map((l) => l.reference)).size).toBe(lives.length);
  });
});
