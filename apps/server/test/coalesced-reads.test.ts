import { describe, expect, it } from 'vitest';
import { coalescedReads, MAX_KEYS_PER_READ } from '../src/db/coalesced-reads';

/** A reader that records the keys of each query and answers `key × 10` for even keys only. */
function recordingReader() {
  const queries: number[][] = [];
  const read = coalescedReads<number, number>(async (keys) => {
    queries.push(keys);
    return new Map(keys.filter((k) => k % 2 === 0).map((k) => [k, k * 10]));
  });
  return { queries, read };
}

describe('coalescedReads', () => {
  it('answers the reads of one turn with one query, each caller with its own key', async () => {
    const { queries, read } = recordingReader();
    const answers = await Promise.all([read(2), read(4), read(3), read(6)]);
    expect(answers).toEqual([20, 40, undefined, 60]);
    expect(queries).toEqual([[2, 4, 3, 6]]);
  });

  it('asks once for a key wanted twice in a turn and answers both callers', async () => {
    const { queries, read } = recordingReader();
    expect(await Promise.all([read(8), read(8)])).toEqual([80, 80]);
    expect(queries).toEqual([[8]]);
  });

  it('reads again in the next turn: nothing is kept between turns', async () => {
    const { queries, read } = recordingReader();
    expect(await read(2)).toBe(20);
    expect(await read(2)).toBe(20);
    expect(queries).toEqual([[2], [2]]);
  });

  it(`splits a turn of more than ${MAX_KEYS_PER_READ} keys into queries of at most that many`, async () => {
    const { queries, read } = recordingReader();
    const keys = Array.from({ length: MAX_KEYS_PER_READ * 2 + 1 }, (_, i) => i * 2);
    expect(await Promise.all(keys.map(read))).toEqual(keys.map((k) => k * 10));
    expect(queries.map((q) => q.length)).toEqual([MAX_KEYS_PER_READ, MAX_KEYS_PER_READ, 1]);
  });

  it('a failed query fails the reads it carried, and only those', async () => {
    const failing = new Error('connection lost');
    let turn = 0;
    const read = coalescedReads<number, number>(async (keys) => {
      turn += 1;
      if (turn === 1) throw failing;
      return new Map(keys.map((k) => [k, k]));
    });
    const first = Promise.allSettled([read(1), read(2)]);
    expect(await first).toEqual([
      { status: 'rejected', reason: failing },
      { status: 'rejected', reason: failing },
    ]);
    expect(await read(3)).toBe(3);
  });
});
