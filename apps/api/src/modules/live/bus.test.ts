import type { BusEvent } from '@caseboard/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryBus,
  createPostgresBus,
  createRedisBus,
  decodeBusEvent,
  encodeBusEvent,
  type LiveBus,
} from './bus.js';

const saved = (projectId: number, revision: number): BusEvent => ({
  kind: 'revision',
  projectId,
  snapshotId: 3,
  revision,
  etag: `"${revision}"`,
  authorId: 9,
  milestone: false,
});

/** Waits until `events` holds `count` items (the transports deliver asynchronously). */
async function received(events: BusEvent[], count: number, timeout = 5_000) {
  await vi.waitFor(
    () => {
      if (events.length < count) throw new Error(`only ${events.length} of ${count} events arrived`);
    },
    { timeout, interval: 20 },
  );
  return events;
}

/** Waits until a bus's subscription is in place on its server (at once for the in-process bus). */
async function listening(bus: LiveBus, timeoutMs = 5_000) {
  const started = Date.now();
  while (bus.status() === 'down') {
    if (Date.now() - started > timeoutMs) throw new Error(`the ${bus.transport} bus never connected`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const open: LiveBus[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((bus) => bus.close()));
});

/** Two buses standing for two API instances, each with what it has heard, once both listen. */
async function twoInstances(make: () => LiveBus) {
  const one = make();
  const two = make();
  open.push(one, two);
  const atOne: BusEvent[] = [];
  const atTwo: BusEvent[] = [];
  one.subscribe((event) => atOne.push(event));
  two.subscribe((event) => atTwo.push(event));
  await Promise.all([listening(one), listening(two)]);
  return { one, two, atOne, atTwo };
}

/** What every transport must do: two buses stand for two API instances. */
function behavesAsABus(make: () => LiveBus) {
  it('delivers an event to every instance, the publishing one included, in order', async () => {
    const { one, atOne, atTwo } = await twoInstances(make);
    await one.publish(saved(1, 2));
    await one.publish(saved(1, 3));
    expect(await received(atOne, 2)).toEqual([saved(1, 2), saved(1, 3)]);
    if (one.transport === 'memory')
      expect(atTwo).toEqual([]); // two processes share nothing in memory
    else expect(await received(atTwo, 2)).toEqual([saved(1, 2), saved(1, 3)]);
  });

  it('keeps the order of events published at once, as saves in quick succession publish them', async () => {
    const { one, atOne, atTwo } = await twoInstances(make);
    // One client given a second query while it runs the first: pg warns it will refuse that in pg@9.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    const events = Array.from({ length: 20 }, (_, n) => saved(4, n + 2));
    try {
      await Promise.all(events.map((event) => one.publish(event)));
      expect(await received(atOne, events.length)).toEqual(events);
      if (one.transport !== 'memory') expect(await received(atTwo, events.length)).toEqual(events);
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  });

  it('delivers each of identical events published at once, among others', async () => {
    const { one, atOne, atTwo } = await twoInstances(make);
    const members: BusEvent = { kind: 'members', projectId: 5 };
    const events = [saved(5, 2), members, members, saved(5, 3), members];
    await Promise.all(events.map((event) => one.publish(event)));
    expect(await received(atOne, events.length)).toEqual(events);
    if (one.transport !== 'memory') expect(await received(atTwo, events.length)).toEqual(events);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(atOne).toHaveLength(events.length);
  });

  it('stops delivering to a listener that unsubscribed', async () => {
    const bus = make();
    open.push(bus);
    const heard: BusEvent[] = [];
    const control: BusEvent[] = [];
    const off = bus.subscribe((event) => heard.push(event));
    bus.subscribe((event) => control.push(event));
    await listening(bus);
    off();
    await bus.publish(saved(2, 2));
    await received(control, 1);
    expect(heard).toEqual([]);
  });
}

describe('the in-process bus', () => {
  behavesAsABus(createMemoryBus);
  it('reports itself as off (nothing shared by design)', () => {
    const bus = createMemoryBus();
    open.push(bus);
    expect(bus.status()).toBe('off');
  });
});

describe('the wire format', () => {
  it('round-trips an event and drops anything malformed', () => {
    expect(decodeBusEvent(encodeBusEvent(saved(1, 2)))).toEqual(saved(1, 2));
    expect(decodeBusEvent('not json')).toBeNull();
    expect(decodeBusEvent(JSON.stringify({ kind: 'revision', projectId: 'x' }))).toBeNull();
  });

  it('refuses an event too large for a NOTIFY payload', () => {
    const huge = { kind: 'members', projectId: 1, padding: 'x'.repeat(10_000) } as unknown as BusEvent;
    expect(() => encodeBusEvent(huge)).toThrow(/too large/);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!databaseUrl)('PostgreSQL LISTEN/NOTIFY (skipped: TEST_DATABASE_URL is unset)', () => {
  behavesAsABus(() => createPostgresBus({ url: databaseUrl! }));

  it('delivers here and reports down while PostgreSQL cannot be reached', async () => {
    const errors: string[] = [];
    const bus = createPostgresBus({
      url: 'postgres://postgres@127.0.0.1:1/none',
      connectTimeoutMs: 300,
      onError: (_error, what) => errors.push(what),
    });
    open.push(bus);
    const heard: BusEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    await bus.publish(saved(3, 2));
    expect(await received(heard, 1)).toEqual([saved(3, 2)]);
    expect(bus.status()).toBe('down');
    expect(errors.length).toBeGreaterThan(0);
  });
});

const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)('Redis pub/sub (skipped: REDIS_URL is unset)', () => {
  behavesAsABus(() => createRedisBus({ url: redisUrl! }));
});
