import fc from 'fast-check';
import secureJson from 'secure-json-parse';
import { describe, expect, it } from 'vitest';
import { parseJsonText } from './json-body.js';

/** What secure-json-parse answers with both actions 'error' (what the server used before): the value, or that it threw. */
function reference(text: string): { value: unknown } | { threw: true } {
  try {
    return { value: secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }) };
  } catch {
    return { threw: true };
  }
}

function ours(text: string): { value: unknown } | { threw: true } {
  try {
    return { value: parseJsonText(text) };
  } catch {
    return { threw: true };
  }
}

// The keys that matter, spelled in JSON text as a client may: plainly, or with some letters escaped.
const spellings = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((escaped) =>
      [...word]
        .map((char, i) => (escaped[i] ? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}` : char))
        .join(''),
    );
const keyText = fc.oneof(
  fc.constantFrom('a', 'body', 'prototype', 'constructor', '__proto__', 'proto', '__proto', 'constructors', 'x'),
  spellings('__proto__'),
  spellings('constructor'),
  spellings('prototype'),
);
const space = fc.constantFrom('', ' ', '\n', '\t ');

/** JSON text (built as text, so duplicate keys, escapes and spacing occur) of values up to a few levels. */
const jsonText: fc.Arbitrary<string> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('1', 'null', 'true', '"__proto__"', '"constructor"', '"x"'),
    tie('object'),
    tie('array'),
  ),
  object: fc
    .array(fc.tuple(keyText, space, tie('value')), { maxLength: 4 })
    .map((entries) => `{${entries.map(([key, gap, value]) => `"${key}"${gap}:${value}`).join(',')}}`),
  array: fc.array(tie('value'), { maxLength: 3 }).map((items) => `[${items.join(',')}]`),
})).value as fc.Arbitrary<string>;

describe('parseJsonText', () => {
  it('answers as secure-json-parse with both actions "error" on generated JSON around the poisoning keys', () => {
    const seen = { refused: 0, taken: 0 };
    fc.assert(
      fc.property(jsonText, fc.boolean(), (text, bom) => {
        const input = bom ? `\ufeff${text}` : text;
        const answer = ours(input);
        expect(answer).toEqual(reference(input));
        seen['threw' in answer ? 'refused' : 'taken'] += 1;
      }),
      { numRuns: 5_000 },
    );
    // Both answers are exercised, not only one.
    expect(seen.refused).toBeGreaterThan(500);
    expect(seen.taken).toBeGreaterThan(500);
  });

  it('refuses the classic payloads and takes their harmless look-alikes', () => {
    const cases = [
      '{"__proto__":{"admin":true}}',
      '{"a":[{"b":{"__proto__":{}}}]}',
      '{"\\u005f_proto__":1}',
      '{"constructor":{"prototype":{"admin":true}}}',
      '{"a":{"constructor":{"prototype":null}}}',
      '{"constructor":{"prototypes":{}}}',
      '{"constructor":"prototype"}',
      '{"constructor":null}',
      '{"a":"__proto__"}',
      '["__proto__",{"constructor":1}]',
      '\ufeff{"a":1}',
      '"text"',
      '{"body":"{\\"__proto__\\":{}}"}',
    ];
    for (const text of cases) expect(ours(text), text).toEqual(reference(text));
    expect(ours(cases[0]!)).toEqual({ threw: true });
    expect(ours(cases[3]!)).toEqual({ threw: true });
  });

  it('throws on text that is not JSON, as JSON.parse does', () => {
    for (const text of ['', '{', '{"a":1,}', 'undefined', '\ufeff']) {
      expect(ours(text), text).toEqual({ threw: true });
      expect(reference(text), text).toEqual({ threw: true });
    }
  });
});
