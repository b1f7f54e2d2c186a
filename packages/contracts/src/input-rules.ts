// The rules every request value meets before any contract reads it (decision 0023): how deep
// a JSON body may nest, what a string may hold and how large a number may be. They are
// checked once, where the body is parsed and the query and path are read, so that no route
// has to remember them and nothing the database or the answer cannot hold gets that far.

/** Objects and arrays inside one another: no contract goes past a dozen. */
export const MAX_JSON_DEPTH = 32;
/** The largest number a request may carry: integers past it lose their value as doubles. */
export const MAX_SAFE_NUMBER = Number.MAX_SAFE_INTEGER;

export type InputProblem =
  | { kind: 'depth'; path: string }
  | { kind: 'nul'; path: string }
  | { kind: 'surrogate'; path: string }
  | { kind: 'number'; path: string }
  | { kind: 'prototype'; path: string };

// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is what it finds
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with one string: a NUL (no text column takes it) or half a UTF-16 pair. */
export function stringProblem(text: string): 'nul' | 'surrogate' | null {
  if (NUL.test(text)) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return null;
}

/** A finite number no larger than 2^53 - 1 either way; -0 is fine (it is 0). */
export function isAcceptableNumber(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= MAX_SAFE_NUMBER;
}

const join = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;

/**
 * The first problem in a parsed JSON value (or a query or path object), or null. Walks
 * without recursion, so a value nested a million levels deep is refused, not a stack overflow.
 */
export function findInputProblem(
  value: unknown,
  maxDepth: number = MAX_JSON_DEPTH,
): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value: current, path, depth } = item;
    if (typeof current === 'string') {
      const problem = stringProblem(current);
      if (problem) return { kind: problem, path };
    } else if (typeof current === 'number') {
      if (!isAcceptableNumber(current)) return { kind: 'number', path };
    } else if (current !== null && typeof current === 'object') {
      if (depth >= maxDepth) return { kind: 'depth', path };
      if (Array.isArray(current)) {
        for (let i = 0; i < current.length; i++)
          stack.push({ value: current[i], path: join(path, i), depth: depth + 1 });
      } else {
        for (const key of Object.keys(current)) {
          const keyProblem = stringProblem(key);
          if (keyProblem) return { kind: keyProblem, path: join(path, key) };
          if (key === '__proto__') return { kind: 'prototype', path: join(path, key) };
          const child = (current as Record<string, unknown>)[key];
          if (
            key === 'constructor' &&
            child !== null &&
            typeof child === 'object' &&
            Object.hasOwn(child, 'prototype')
          )
            return { kind: 'prototype', path: join(path, key) };
          stack.push({ value: child, path: join(path, key), depth: depth + 1 });
        }
      }
    }
  }
  return null;
}

/** The message a refused value is answered with (the client shows its own words by code). */
export const INPUT_PROBLEM_MESSAGES: Record<InputProblem['kind'], string> = {
  depth: `The request nests objects or lists more than ${MAX_JSON_DEPTH} levels deep.`,
  nul: 'Text may not contain the NUL character.',
  surrogate: 'Text contains an incomplete UTF-16 character (a lone surrogate).',
  number: 'A number is not finite or is larger than 2^53 - 1.',
  prototype: 'The keys __proto__ and constructor.prototype are not accepted.',
};
