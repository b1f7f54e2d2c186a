import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { findInputProblem, isAcceptableNumber, MAX_JSON_DEPTH, stringProblem } from './input-rules';
import { FORM_DATA_LIMITS, formDataUpdateSchema } from './shell';

describe('the string rule', () => {
  it('finds NUL and lone surrogates, and takes whole pairs and ordinary text', () => {
    expect(stringProblem('a\u0000b')).toBe('nul');
    expect(stringProblem('\ud800')).toBe('surrogate');
    expect(stringProblem('x\udc00')).toBe('surrogate');
    expect(stringProblem('\udfff\ud800')).toBe('surrogate');
    expect(stringProblem('😀 élève « guillemets »')).toBeNull();
    expect(stringProblem('')).toBeNull();
  });

  test.prop([fc.string({ unit: 'grapheme' })])('takes any well-formed text without NUL', (text) => {
    expect(stringProblem(text.replaceAll('\u0000', ''))).toBeNull();
  });
});

describe('the number rule', () => {
  it('takes finite numbers up to 2^53 - 1 either way, -0 included', () => {
    for (const n of [0, -0, 1.5, -1e15, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER])
      expect(isAcceptableNumber(n)).toBe(true);
    for (const n of [Infinity, -Infinity, Number.NaN, 2 ** 53, 1e308, JSON.parse('1e400')])
      expect(isAcceptableNumber(n)).toBe(false);
  });
});

describe('findInputProblem', () => {
  const nested = (depth: number) => {
    let value: unknown = 1;
    for (let i = 0; i < depth; i += 1) value = { a: value };
    return value;
  };

  it('allows 32 levels and refuses the 33rd, and a million levels without recursion', () => {
    expect(findInputProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(findInputProblem(nested(MAX_JSON_DEPTH + 1))).toMatchObject({ kind: 'depth' });
    expect(findInputProblem(JSON.parse(`${'['.repeat(1e6)}${']'.repeat(1e6)}`))).toMatchObject({
      kind: 'depth',
    });
  });

  it('names the field of the first problem', () => {
    expect(findInputProblem({ a: [1, { b: 'x\u0000' }] })).toEqual({ kind: 'nul', path: 'a[1].b' });
    expect(findInputProblem({ n: JSON.parse('1e400') })).toEqual({ kind: 'number', path: 'n' });
    expect(findInputProblem({ '\ud800': 1 })).toMatchObject({ kind: 'surrogate' });
  });

  it('refuses prototype keys as JSON.parse makes them', () => {
    expect(findInputProblem(JSON.parse('{"__proto__":{"x":1}}'))).toMatchObject({
      kind: 'prototype',
    });
    expect(findInputProblem(JSON.parse('{"constructor":{"prototype":{}}}'))).toMatchObject({
      kind: 'prototype',
    });
    expect(findInputProblem({ constructor: 'a name' })).toBeNull();
  });

  test.prop([fc.jsonValue({ maxDepth: 10 })])('takes any JSON value within the rules', (value) => {
    const clean = JSON.parse(
      JSON.stringify(value).replace(/\\u0000|\\ud[89a-f][0-9a-f]{2}/gi, ''),
    ) as unknown;
    const problem = findInputProblem(clean);
    expect(problem === null || problem.kind === 'number' || problem.kind === 'prototype').toBe(
      true,
    );
  });
});

describe('formData bounds per call', () => {
  it('takes 100 fields and refuses 101, and a field past 16 KB', () => {
    const fields = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));
    expect(formDataUpdateSchema.safeParse(fields(FORM_DATA_LIMITS.keysPerCall)).success).toBe(true);
    expect(formDataUpdateSchema.safeParse(fields(FORM_DATA_LIMITS.keysPerCall + 1)).success).toBe(
      false,
    );
    const big = formDataUpdateSchema.safeParse({
      notes: 'é'.repeat(FORM_DATA_LIMITS.valueBytes / 2),
    });
    expect(big.success).toBe(false);
    expect(big.error?.issues[0]?.path).toEqual(['notes']);
  });
});
