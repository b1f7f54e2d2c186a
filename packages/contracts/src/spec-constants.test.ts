// Constants that live in packages/contracts, against the spec line they come from
// (I = inforce-and-illustration.md), and the liberal readings of decision 0026.
import { describe, expect, it } from 'vitest';
import { illustrationInputSchema } from './illustration';
import { LOAD_RESULT } from './inforce';
import { coverageProductIdSchema, productIdInputSchema } from './product-ids';
import { isSafeReportId, reportInputSchema, reportScalarSchema } from './reports';
import { trackingEventSchema } from './tracking';

describe('I 9: "Policy lookup results: found, not found, not quotable, premium restrict, terminated, paid up, rejected, ETI, no future premiums, not loadable."', () => {
  it('names the ten results in the spec’s order, numbered 1 to 10 (decision 0010)', () => {
    expect(Object.entries(LOAD_RESULT)).toEqual([
      ['found', 1],
      ['notFound', 2],
      ['notQuotable', 3],
      ['premiumRestrict', 4],
      ['terminated', 5],
      ['paidUp', 6],
      ['rejected', 7],
      ['eti', 8],
      ['noFuturePremiums', 9],
      ['notLoadable', 10],
    ]);
  });
});

describe('product ids written either way (I 9 writes 602 and 0602)', () => {
  it('reads every spelling as the four-digit id, and refuses what is no id', () => {
    for (const id of ['602', '0602', 602]) expect(productIdInputSchema.parse(id)).toBe('0602');
    for (const bad of ['6o2', '', -602, 6.02])
      expect(productIdInputSchema.safeParse(bad).success).toBe(false);
  });

  it('reads the illustration’s product as the catalogue’s id', () => {
    const shape = illustrationInputSchema.shape.productId;
    expect(shape.parse(131)).toBe('0131');
    expect(shape.parse('603')).toBe('0603');
    expect(shape.safeParse('0999').success).toBe(false);
  });

  it('reads a rider’s product as the catalogue spells it', () => {
    expect(coverageProductIdSchema.parse('93')).toBe('093');
    expect(coverageProductIdSchema.parse(94)).toBe('094');
    expect(coverageProductIdSchema.parse('WP')).toBe('WP');
  });
});

describe('report scalars (I 3: "a name, dataType, one typed value … and a format")', () => {
  it('reads the data type in any case and spelling the spec uses', () => {
    const read = (dataType: string, value: unknown) =>
      reportScalarSchema.parse({ name: 'x', dataType, value }).dataType;
    expect(['string', 'String', 'STRING'].map((t) => read(t, 'a'))).toEqual([
      'String',
      'String',
      'String',
    ]);
    expect(read('long integer', 5)).toBe('Long');
    expect(read('LongInteger', 5)).toBe('Long');
    expect(read('double', 1.5)).toBe('Double');
    expect(read('BOOLEAN', 1)).toBe('Boolean');
    expect(read('date', '2026-01-01T12:00:00Z')).toBe('Date');
    expect(read('single', 1.5)).toBe('Single');
    expect(reportScalarSchema.safeParse({ name: 'x', dataType: 'decimal', value: 1 }).success).toBe(
      false,
    );
  });
});

describe('report ids (I 3: "reportID (generated)")', () => {
  it('takes any id on the way in; only safe tokens are honoured, the others replaced', () => {
    const base = { reportName: 'illustration' };
    for (const reportID of ['abc', 'A-1_b', 'x'.repeat(64), '../etc', 'é', 'x'.repeat(65), 42]) {
      expect(reportInputSchema.safeParse({ ...base, reportID }).success).toBe(true);
    }
    expect(['abc', 'A-1_b', 'x'.repeat(64), '42'].every(isSafeReportId)).toBe(true);
    expect(['', '../etc', 'a b', 'é', 'x'.repeat(65), null].some(isSafeReportId)).toBe(false);
  });
});

describe('tracking events read liberally (platform spec 7)', () => {
  const read = (event: unknown) => trackingEventSchema.parse(event);

  it('normalises seconds with a fraction and milliseconds to whole seconds', () => {
    const at = (timestamp: unknown) =>
      read({ eventType: 'PAGE_LOAD', header: { timestamp } }).header.timestamp;
    expect(at(1_700_000_000)).toBe(1_700_000_000);
    expect(at(1_700_000_000.75)).toBe(1_700_000_000);
    expect(at(1_700_000_000_750)).toBe(1_700_000_000);
    expect(at('1700000000')).toBe(1_700_000_000);
    expect(at(undefined)).toBeNull();
  });

  it('stores null or empty names as unknown, and keeps only ids the server could have issued', () => {
    const event = read({
      eventType: 'button_click',
      header: { trackingID: '', formName: null, controlName: '', agentID: 7 },
    });
    expect(event).toMatchObject({
      eventType: 'BUTTON_CLICK',
      header: { trackingID: null, formName: 'unknown', controlName: 'unknown', agentID: '7' },
      detail: {},
    });
    expect(
      read({ eventType: 'TAB_CLICK', header: { trackingID: 'opaque' } }).header.trackingID,
    ).toBeNull();
  });
});
