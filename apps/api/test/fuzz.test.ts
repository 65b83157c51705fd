import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { documentText } from './support/api.js';
import { freshAddress, signUpBody } from './support/auth.js';
import { buildProject, buildUser, signInAs } from './support/factories.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

/**
 * The fuzz suite: every operation of the OpenAPI document, each with at least 40 malformed variants
 * (wrong types, sizes, nesting, NUL and control characters, unknown keys, ids and page sizes out of
 * range, junk headers and bodies), signed in and anonymous. Whatever the input: no 5xx, every 4xx
 * carries a `code`, no refusal over 16 KB, no stack trace, and the server still answers its health
 * check at the end.
 */

const MAX_ANSWER_BYTES = 16 * 1024;
const MIN_VARIANTS = 40;

interface Operation {
  method: NonNullable<InjectOptions['method']>;
  path: string;
  params: string[];
  query: string[];
  hasBody: boolean;
}

interface Variant {
  name: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const wideObject = (keys: number) => `{${Array.from({ length: keys }, (_, i) => `"k${i}":1`).join(',')}}`;

/** Values that are wrong for nearly any field. */
const BAD_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['zero', 0],
  ['negative', -1],
  ['huge number', 1e308],
  ['float', 1.5],
  ['boolean', true],
  ['empty array', []],
  ['empty object', {}],
  ['empty string', ''],
  ['NUL', 'a\u0000b'],
  ['escape sequence', '\u001b[2J\u001b]8;;http://evil.example\u0007x'],
  ['bidi override', '\u202Eevil'],
  ['lone surrogate', '\ud800'],
  ['long string', 'x'.repeat(20_000)],
  ['array of 5,000', Array.from({ length: 5_000 }, () => 'x')],
  ['nested object', { a: { b: { c: { d: 'e' } } } }],
  ['prototype key', JSON.parse('{"__proto__":{"polluted":true}}')],
];

/** Valid bodies to start from, so a mutation of one field reaches past the others. */
function baseBody(op: Operation, ids: Ids): Record<string, unknown> {
  const p = op.path;
  if (p === '/api/v1/auth/sign-up') return { ...signUpBody() };
  if (p === '/api/v1/auth/invites/sign-up') {
    const { email: _email, ...rest } = signUpBody();
    return { ...rest, token: 'A'.repeat(43) };
  }
  if (p === '/api/v1/auth/activate') return { token: 'A'.repeat(43) };
  if (p === '/api/v1/auth/activate/resend' || p === '/api/v1/passwords/reset') return { email: 'fuzz@example.com' };
  if (p === '/api/v1/auth/sign-in') return { email: 'fuzz@example.com', password: 'Not the password 1' };
  if (p === '/api/v1/passwords/reset/complete')
    return { password: 'Plum orchard at dusk 7', resetPasswordToken: 'A'.repeat(43) };
  if (p === '/api/v1/ai/hypothesis-tree/diff') {
    const tree = { root: { id: 'r', label: 'Root', children: [] } };
    return { before: tree, after: tree };
  }
  if (p.startsWith('/api/v1/ai/')) return { problemStatement: 'How can the grocer recover 150 bp of margin?' };
  if (p === '/api/v1/projects' && op.method === 'POST') return { name: 'Fuzz', model: 'offline', body: documentText() };
  if (p.endsWith('/copy') || (p === '/api/v1/projects/{id}' && op.method === 'PATCH')) return { name: 'Renamed' };
  if (p.includes('/snapshots/')) return { problemStatement: 'Why?', body: documentText(), autosave: true };
  if (p.endsWith('/members') && op.method === 'POST')
    return { email: `member.${ids.sequence}@example.org`, role: 'viewer' };
  if (p.includes('/members/')) return { role: 'viewer' };
  if (p === '/api/v1/feedbacks') return { message: 'Fuzzing feedback', rating: 4, category: 'idea', page: '/x' };
  return {};
}

interface Ids {
  id: number;
  snapshotId: number;
  memberId: number;
  revision: number;
  token: string;
  sequence: number;
}

const PARAM_VALUES = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  'abc',
  '1.5',
  '1e3',
  '%00',
  '%E2%80%AE',
  '..%2F..%2Fetc',
  'x'.repeat(300),
  '%20',
];

function pathWith(op: Operation, ids: Ids, override?: [string, string]): string {
  let url = op.path;
  for (const name of op.params) {
    const value = override && override[0] === name ? override[1] : String(ids[name as keyof Ids]);
    url = url.replace(`{${name}}`, value);
  }
  return url;
}

function variantsOf(op: Operation, ids: Ids): Variant[] {
  const url = pathWith(op, ids);
  const json = { 'content-type': 'application/json' };
  const variants: Variant[] = [];
  const add = (name: string, variant: Omit<Variant, 'name'>) => variants.push({ name, ...variant });

  // Ids out of range, of the wrong type, encoded junk.
  for (const name of op.params)
    for (const value of PARAM_VALUES)
      add(`param ${name}=${value.slice(0, 20)}`, { url: pathWith(op, ids, [name, value]) });

  // Page numbers and sizes out of range.
  for (const name of op.query)
    for (const value of ['0', '-1', '101', '10001', '1e9', 'abc', '%00', '', 'x'.repeat(2_000)])
      add(`query ${name}=${value.slice(0, 20)}`, { url: `${url}?${name}=${value}` });

  // Junk every operation gets: queries, headers, bodies of the wrong kind.
  const generic: Array<[string, Omit<Variant, 'name'>]> = [
    ['unknown query', { url: `${url}?unknown=1&__proto__=x&constructor=y` }],
    ['repeated query', { url: `${url}?pageSize=1&pageSize=2&pageNumber=a&pageNumber=b` }],
    ['NUL in query', { url: `${url}?q=%00%1b` }],
    ['long query', { url: `${url}?q=${'y'.repeat(8_000)}` }],
    ['broken percent-encoding', { url: `${url}?q=%E0%A4%A` }],
    ['bad bearer', { url, headers: { authorization: 'Bearer \u0000' } }],
    ['bearer of junk', { url, headers: { authorization: `Bearer ${'z'.repeat(2_000)}` } }],
    ['basic auth', { url, headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } }],
    ['cookie junk', { url, headers: { cookie: `auth_token=${'%'.repeat(100)}; x=${'y'.repeat(1_000)}` } }],
    ['request id junk', { url, headers: { 'x-request-id': '\u001b[2J'.repeat(10) } }],
    ['forwarded junk', { url, headers: { 'x-forwarded-for': 'not-an-ip, , ::ffff:zz' } }],
    ['accept junk', { url, headers: { accept: 'application/x-ndjson;q=abc, */*;q=-1' } }],
    ['accept-language junk', { url, headers: { 'accept-language': 'xx-'.repeat(500) } }],
    ['if-match junk', { url, headers: { 'if-match': '"abc", W/"-1", *, "99999999999999"' } }],
    ['origin from elsewhere', { url, headers: { origin: 'https://evil.example' } }],
    ['text body', { url, headers: { 'content-type': 'text/plain' }, payload: 'hello' }],
    ['form body', { url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=2' }],
    ['multipart body', { url, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' }],
    ['json with charset junk', { url, headers: { 'content-type': 'application/json; charset=utf-7' }, payload: '{}' }],
    ['empty json', { url, headers: json, payload: '' }],
    ['truncated json', { url, headers: json, payload: '{"a":' }],
    ['json with trailing junk', { url, headers: json, payload: '{}garbage' }],
    ['json null', { url, headers: json, payload: 'null' }],
    ['json number', { url, headers: json, payload: '42' }],
    ['json string', { url, headers: json, payload: '"text"' }],
    ['json array', { url, headers: json, payload: '[1,2,3]' }],
    ['json true', { url, headers: json, payload: 'true' }],
    ['nested 300 deep', { url, headers: json, payload: deep(300) }],
    ['nested 100,000 deep', { url, headers: json, payload: deep(100_000) }],
    ['5,000 unknown keys', { url, headers: json, payload: wideObject(5_000) }],
    ['prototype pollution', { url, headers: json, payload: '{"__proto__":{"isAdmin":true}}' }],
    ['constructor pollution', { url, headers: json, payload: '{"constructor":{"prototype":{"x":1}}}' }],
    ['NUL in json', { url, headers: json, payload: '{"a":"\\u0000"}' }],
    ['raw control byte in json', { url, headers: json, payload: '{"a":"\u0001"}' }],
    [
      'invalid utf-8',
      { url, headers: json, payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]).toString('latin1') },
    ],
    ['duplicate keys', { url, headers: json, payload: '{"a":1,"a":{"b":2}}' }],
    ['content-length lies', { url, headers: { ...json, 'content-length': '5' }, payload: '{"a":1,"b":2}' }],
    ['2 MB of spaces', { url, headers: json, payload: `{${' '.repeat(2_000_000)}}` }],
    ['4 MB string', { url, headers: json, payload: JSON.stringify({ a: 'x'.repeat(4_000_000) }) }],
    ['huge array', { url, headers: json, payload: JSON.stringify(Array.from({ length: 100_000 }, () => 0)) }],
  ];
  for (const [name, variant] of generic) add(name, variant);

  if (op.hasBody) {
    const base = baseBody(op, ids);
    add('the base body', { url, headers: json, payload: JSON.stringify(base) });
    add('an unknown key', { url, headers: json, payload: JSON.stringify({ ...base, extra: 'x' }) });
    add('a thousand unknown keys', {
      url,
      headers: json,
      payload: JSON.stringify({
        ...base,
        ...Object.fromEntries(Array.from({ length: 1_000 }, (_, i) => [`u${i}`, i])),
      }),
    });
    for (const key of Object.keys(base)) {
      const { [key]: _dropped, ...without } = base;
      add(`without ${key}`, { url, headers: json, payload: JSON.stringify(without) });
      for (const [label, value] of BAD_VALUES)
        add(`${key} = ${label}`, { url, headers: json, payload: JSON.stringify({ ...base, [key]: value }) });
    }
  }
  return variants;
}

function check(res: { statusCode: number; body: string; headers: Record<string, unknown> }, where: string) {
  expect(res.statusCode, where).toBeLessThan(500);
  // A variant that happens to be valid (an unknown key a lenient schema ignores) gets its real answer,
  // such as a 20 KB artefact; every refusal stays small.
  if (res.statusCode >= 300) expect(Buffer.byteLength(res.body), where).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
  expect(res.body, where).not.toMatch(/\n\s+at .+:\d+|node_modules|\.ts:\d+|Error: /);
  if (res.statusCode >= 400) {
    const body = JSON.parse(res.body) as { code?: unknown; message?: unknown };
    expect(typeof body.code, where).toBe('string');
    expect((body.code as string).length, where).toBeGreaterThan(0);
  }
}

/**
 * One request. An event stream (modules/live) never ends by itself: its answer is taken when its head
 * is written, a stream that opened counts as its (empty) body, and it is cut at once.
 */
async function send(request: InjectOptions) {
  const res = await t.app.inject({ ...request, payloadAsStream: true });
  const stream = res.stream();
  if (String(res.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy();
    return { statusCode: res.statusCode, headers: res.headers, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { statusCode: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') };
}

let t: TestApp;
let operations: Operation[];
beforeAll(async () => {
  t = await buildTestApp({ env: { MAX_PROJECTS: '1000' } });
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: unknown }>>;
  };
  operations = [{ method: 'GET', path: '/api/health', params: [], query: [], hasBody: false }];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        hasBody: op.requestBody !== undefined,
      });
    }
  }
});
afterAll(() => t.close());

describe('the fuzz suite', () => {
  it('covers every operation of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
  });

  it('sends at least 40 malformed variants to every operation: no 5xx, a code on every 4xx, no answer over 16 KB, no stack trace, server up', async () => {
    let sequence = 0;
    let total = 0;
    for (const op of operations) {
      // A fresh user, session and project per operation, so one operation's effects (a deleted
      // project, a sign-out) never shield the next from its variants.
      sequence += 1;
      const user = await buildUser({ db: t.db, clock: t.clock });
      const session = await signInAs({ db: t.db, clock: t.clock, userId: user.id });
      const project = await buildProject({ db: t.db, clock: t.clock, ownerId: user.id });
      const ids: Ids = {
        id: project.id,
        snapshotId: project.projectSnapshots[0]!.id,
        memberId: 1,
        revision: 1,
        token: 'A'.repeat(43),
        sequence,
      };
      const variants = variantsOf(op, ids);
      expect(variants.length, `${op.method} ${op.path}`).toBeGreaterThanOrEqual(MIN_VARIANTS);
      for (const variant of variants) {
        for (const caller of ['signed in', 'anonymous'] as const) {
          const res = await send({
            method: op.method,
            url: variant.url,
            headers: { ...(caller === 'signed in' ? session.headers : {}), ...variant.headers },
            payload: variant.payload,
            remoteAddress: freshAddress(),
          });
          check(res, `${op.method} ${op.path} [${variant.name}] ${caller}`);
          total += 1;
        }
      }
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(total).toBeGreaterThan(operations.length * MIN_VARIANTS);
  }, 600_000);
});
