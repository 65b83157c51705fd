import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../support/factories.js';
import { buildTestApp, type TestApp } from '../support/test-app.js';

// Finding 1: the API did work (parse, validate, answer huge errors) for callers it had not identified.

let t: TestApp;
let signedIn: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  const user = await buildUser({ db: t.db, clock: t.clock });
  ({ headers: signedIn } = await signInAs({ db: t.db, clock: t.clock, userId: user.id }));
});
afterAll(() => t.close());

/** A context tree of `count` nodes, eight children a level, as the attack sent it. */
function wideTree(count: number) {
  let made = 0;
  const node = (depth: number): { id: string; label: string; children: unknown[] } => {
    made += 1;
    const here = { id: `n${made}`, label: 'An issue', children: [] as unknown[] };
    for (let i = 0; i < 8 && depth < 5 && made < count; i += 1) here.children.push(node(depth + 1));
    return here;
  };
  return { root: node(0) };
}

describe('requests to signed-in routes', () => {
  it('refuse an anonymous 5,220-node generation request with a small 401 before reading its body', async () => {
    const payload = JSON.stringify({ problemStatement: 'Why?', context: { issueTree: wideTree(5_220) } });
    expect(payload.length).toBeGreaterThan(150_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/issue-tree',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
    expect(res.body.length).toBeLessThan(200);
  });

  it('answer 401, not a parse error, to an anonymous body that is not even JSON: identity comes first', async () => {
    for (const url of ['/api/v1/ai/issue-tree', '/api/v1/projects', '/api/v1/feedbacks']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"not json',
      });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('refuse a signed-in body with 100,000 unknown keys with a short 400 that echoes none of them', async () => {
    const body: Record<string, unknown> = { name: 'P', model: 'offline', body: '{"version":"1.1"}' };
    for (let i = 0; i < 100_000; i += 1) body[`k${i}`] = 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers: { ...signedIn, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.body.length).toBeLessThan(1_000);
    expect(res.body).not.toContain('k99999');
  });

  it('refuse a signed-in 5,220-node context by counting, with one issue naming the tree', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/issue-tree',
      headers: { ...signedIn, 'content-type': 'application/json' },
      payload: JSON.stringify({ problemStatement: 'Why?', context: { issueTree: wideTree(5_220) } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'body.context.issueTree.root' }],
    });
    expect(res.body.length).toBeLessThan(1_000);
  });

  it('list at most 20 failing fields, each cut to a line, however many fail', async () => {
    const analyses = Array.from({ length: 150 }, (_, i) => ({ id: `a${i}`, bogus: 'x'.repeat(1_000) }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/issue-tree',
      headers: { ...signedIn, 'content-type': 'application/json' },
      payload: JSON.stringify({ problemStatement: 'Why?', context: { analyses } }),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.details.length).toBe(20);
    expect(body.message).toMatch(/more issues not listed/);
    for (const issue of body.details) expect(issue.message.length + issue.path.length).toBeLessThanOrEqual(400);
    expect(res.body.length).toBeLessThan(16 * 1024);
  });
});
