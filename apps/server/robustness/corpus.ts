// The hostile values every generated request may carry in place of a well-formed one: the
// classes of issue 26 §4 (NUL, lone surrogates, huge strings, deep nesting, prototype keys,
// numbers at and past the edges of a double) and the bodies no JSON parser should like.

const MB = 1_048_576;

/** Strings that no text column, or no sane length rule, should take. */
export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\udfff\ud800',
  '😀\ud83d',
  'x'.repeat(MB),
  'é'.repeat(70_000),
  '',
  ' ',
  '../../etc/passwd',
  "'; DROP TABLE users; --",
  '%00',
  '\u202e\u200b',
  '0',
  '-1',
  'NaN',
  'true',
  'null',
  '00000000-0000-0000-0000-000000000000',
];

/** Numbers at the edges: what JSON can spell and a double can (or cannot) hold. */
export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  1,
  -1,
  0.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  2 ** 31,
  2 ** 63,
  Number.MAX_SAFE_INTEGER,
  123_456_789_012,
];

function nest(depth: number, open: string, close: string, inner = '1'): string {
  return `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
}

/** Whole JSON texts, sent as they are (some are not valid JSON on purpose). */
export const HOSTILE_JSON_TEXTS: readonly string[] = [
  nest(5_000, '[', ']'),
  nest(100_000, '[', ']'),
  nest(3_000, '{"a":', '}'),
  nest(40, '{"a":', '}'),
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1e400}',
  '1e400',
  '-1e400',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"\\u0000":1}',
  '{"username":"\\udc00"}',
  '',
  '   ',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '0',
  '{"a":1,"a":2}',
  `{"a":"${'x'.repeat(MB - 20)}"}`,
  `[${Array.from({ length: 50_000 }, () => '0').join(',')}]`,
];

/** Bodies sent with a content type the API does not speak, or lying about theirs. */
export const WRONG_CONTENT_TYPES: readonly { contentType: string; body: string }[] = [
  { contentType: 'text/plain', body: '{"username":"admin"}' },
  { contentType: 'application/x-www-form-urlencoded', body: 'username=admin&password=x' },
  { contentType: 'application/xml', body: '<a>1</a>' },
  { contentType: 'multipart/form-data; boundary=x', body: '--x\r\n\r\nabc\r\n--x--' },
  { contentType: 'application/json; charset=utf-16', body: '{}' },
  { contentType: 'application/octet-stream', body: '\u0000\u0001\u0002' },
  { contentType: 'application/json', body: 'not json' },
  { contentType: 'text/html', body: '<script>alert(1)</script>' },
];

/** Path segments for routes with parameters. */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%AF',
  '..%2F..%2Fetc',
  'x'.repeat(5_000),
  '-1',
  '99999999999999999999999',
  '1e400',
  '0',
  '%E2%80%AE',
  '__proto__',
  'constructor',
  '%F0%9F%98%80',
];

/**
 * JSON texts put in place of one field of an otherwise well-formed body, so that the hostile
 * value reaches the code behind the contract's first check.
 */
export const HOSTILE_FIELD_TEXTS: readonly string[] = [
  '"a\\u0000b"',
  '"x\\udc00"',
  `"${'x'.repeat(MB)}"`,
  nest(5_000, '[', ']'),
  nest(2_000, '{"a":', '}'),
  '1e308',
  '-0',
  '9007199254740993',
  '{"__proto__":{"polluted":true}}',
  '[]',
  '{}',
  'null',
];
