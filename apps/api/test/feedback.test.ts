import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbacks } from '../src/db/schema/index.js';
import { MINUTE_MS } from '../src/lib/clock.js';
import { listFeedback } from '../src/modules/feedback/service.js';
import { buildUser, signInAs } from './support/factories.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function participant(fullName = 'Ada Lovelace') {
  const user = await buildUser({ db: t.db, clock: t.clock, fullName });
  const { headers } = await signInAs({ db: t.db, clock: t.clock, userId: user.id });
  return { user, headers };
}

const send = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/feedbacks', headers, payload: payload as object });

describe('feedback', () => {
  it('is stored with rating, category and page, answering 201 with its id', async () => {
    const { user, headers } = await participant();
    const res = await send(headers, {
      message: '  The issue tree view is excellent.  ',
      rating: 5,
      category: 'praise',
      page: '/projects/4',
    });
    expect(res.statusCode).toBe(201);
    const { id, createdAt } = res.json();
    expect(createdAt).toBe(t.clock.now().toISOString());
    const [row] = await t.db.select().from(feedbacks).where(eq(feedbacks.id, id));
    expect(row).toMatchObject({
      userId: user.id,
      message: 'The issue tree view is excellent.',
      rating: 5,
      category: 'praise',
      page: '/projects/4',
    });
  });

  it('needs a signed-in user', async () => {
    const res = await send({}, { message: 'Hello' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an empty or over-long message, a rating outside 1-5 and an unknown category', async () => {
    const { headers } = await participant();
    const bad: Array<[unknown, string]> = [
      [{ message: '   ' }, 'body.message'],
      [{ message: 'x'.repeat(5_001) }, 'body.message'],
      [{ message: 'Hi', rating: 0 }, 'body.rating'],
      [{ message: 'Hi', rating: 6 }, 'body.rating'],
      [{ message: 'Hi', rating: 2.5 }, 'body.rating'],
      [{ message: 'Hi', category: 'rant' }, 'body.category'],
    ];
    for (const [payload, path] of bad) {
      const res = await send(headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details[0].path).toBe(path);
    }
    expect((await send(headers, { message: 'x'.repeat(5_000) })).statusCode).toBe(201);
  });

  it('is limited to 10 an hour per user, then 429 with Retry-After', async () => {
    const { headers } = await participant();
    const other = await participant();
    for (let i = 0; i < 10; i += 1) expect((await send(headers, { message: `Note ${i}` })).statusCode).toBe(201);
    const limited = await send(headers, { message: 'One more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('3600');
    expect((await send(other.headers, { message: 'Mine still goes through' })).statusCode).toBe(201);
    t.clock.advance(60 * MINUTE_MS);
    expect((await send(headers, { message: 'An hour later' })).statusCode).toBe(201);
  });

  it('is listed for operators with its author, optionally since a moment', async () => {
    const { headers } = await participant('Grace Hopper');
    t.clock.advance(MINUTE_MS);
    const since = t.clock.now();
    await send(headers, { message: 'Export to slides, please', category: 'idea', rating: 4 });
    const rows = await listFeedback({ db: t.db, since });
    expect(rows).toEqual([
      expect.objectContaining({
        fullName: 'Grace Hopper',
        message: 'Export to slides, please',
        category: 'idea',
        rating: 4,
      }),
    ]);
  });
});
