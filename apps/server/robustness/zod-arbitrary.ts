// Values shaped like a route's zod contract, for fast-check: mostly what the contract asks
// for (so the request gets past the first check and reaches the code behind it), with any
// value now and then swapped for one of the hostile corpus, a wrong type or a missing field.
import fc from 'fast-check';
import type { z } from 'zod';
import { HOSTILE_NUMBERS, HOSTILE_STRINGS } from './corpus';

type Def = { type: string } & Record<string, unknown>;
type AnySchema = z.ZodType & {
  _zod: { def: Def };
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
  minLength?: number | null;
  maxLength?: number | null;
};

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const hostileNumber = fc.constantFrom(...HOSTILE_NUMBERS);
const anyJson = fc.jsonValue({ maxDepth: 3 });

/** A value of any kind at all: the wrong type for the field, often. */
const wrong: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constant(null),
  fc.boolean(),
  fc.constant({ __proto__: null, constructor: { prototype: { polluted: true } } }),
  anyJson,
);

function numberArbitrary(schema: AnySchema): fc.Arbitrary<number> {
  const lo = schema.minValue ?? -1e9;
  const hi = schema.maxValue ?? 1e9;
  const min = Number.isFinite(lo) ? Math.max(lo, -1e12) : -1e12;
  const max = Number.isFinite(hi) ? Math.min(hi, 1e12) : 1e12;
  if (schema.isInt)
    return fc.integer({
      min: Math.ceil(Math.max(min, -(2 ** 31))),
      max: Math.floor(Math.min(max, 2 ** 31)),
    });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function stringArbitrary(schema: AnySchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  return fc.string({ minLength: Math.min(minLength, maxLength), maxLength, unit: 'grapheme' });
}

/**
 * The arbitrary of a schema. `depth` stops recursive schemas; `hostile` is the weight (of
 * 100) with which any one value is replaced by a hostile or wrong one.
 */
export function arbitraryOf(schema: z.ZodType, hostile = 8, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedArbitrary(schema as AnySchema, hostile, depth);
  if (hostile === 0) return shaped;
  return fc.oneof(
    { weight: 100 - hostile, arbitrary: shaped },
    { weight: hostile, arbitrary: wrong },
  );
}

function shapedArbitrary(schema: AnySchema, hostile: number, depth: number): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  const inner = (s: unknown) => arbitraryOf(s as z.ZodType, hostile, depth + 1);
  if (depth > 12) return anyJson;
  switch (def.type) {
    case 'string':
      if (hostile === 0) return stringArbitrary(schema);
      return fc.oneof({ weight: 4, arbitrary: stringArbitrary(schema) }, hostileString);
    case 'number':
      if (hostile === 0) return numberArbitrary(schema);
      return fc.oneof({ weight: 4, arbitrary: numberArbitrary(schema) }, hostileNumber);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'transform':
      return anyJson;
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'array': {
      const max = Math.min(
        (schema as { _zod: { bag?: { maximum?: number } } })._zod.bag?.maximum ?? 4,
        4,
      );
      return fc.array(inner(def.element), { maxLength: max });
    }
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(inner));
    case 'set':
      return fc.array(inner(def.valueType), { maxLength: 3 });
    case 'record':
      return fc.dictionary(
        hostile === 0
          ? fc.string({ maxLength: 12 })
          : fc.oneof({ weight: 5, arbitrary: fc.string({ maxLength: 12 }) }, hostileString),
        inner(def.valueType),
        { maxKeys: 4 },
      );
    case 'map':
      return fc.dictionary(fc.string({ maxLength: 8 }), inner(def.valueType), { maxKeys: 3 });
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([a, b]) =>
          a && b && typeof a === 'object' && typeof b === 'object' ? { ...a, ...b } : a,
        );
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(shape)) fields[key] = inner(value);
      if (hostile === 0) return fc.record(fields, { requiredKeys: [] });
      return fc.record(fields, { requiredKeys: [] }).chain((value) =>
        // Now and then a field the contract does not know, with a hostile name or value.
        fc
          .option(fc.tuple(fc.oneof(hostileString, fc.constant('__proto__')), wrong), {
            freq: 6,
          })
          .map((extra) => (extra ? { ...value, [extra[0]]: extra[1] } : value)),
      );
    }
    default:
      return anyJson;
  }
}
