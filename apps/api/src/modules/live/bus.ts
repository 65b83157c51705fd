import { BusEventSchema, MAX_BUS_EVENT_BYTES, type BusEvent } from '@caseboard/contracts';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * The project event bus: every API instance publishes what happened to a project (a revision saved,
 * members changed, someone's presence) and every instance hears everything, its own events included,
 * and hands them to the streams it holds (hub.ts). Three transports, chosen by configuration
 * (`createLiveBus`): in this process (the embedded database has one instance), PostgreSQL
 * LISTEN/NOTIFY on a dedicated connection, or Redis pub/sub. Payloads are notices of a few hundred
 * bytes (ids, revision, kind), never document contents.
 */
export interface LiveBus {
  readonly transport: 'memory' | 'postgres' | 'redis';
  /** Sends an event to every instance. Never throws: a failure is reported through `onError`, and the event is still delivered here. */
  publish(event: BusEvent): Promise<void>;
  /** Hears every event; returns the unsubscribe. */
  subscribe(listener: (event: BusEvent) => void): () => void;
  /** Called after the transport came back from an outage: events may have been missed meanwhile. */
  onReconnect(listener: () => void): () => void;
  /** `ok`, `down` (reconnecting) or `off` (in this process by design). */
  status(): 'ok' | 'down' | 'off';
  close(): Promise<void>;
}

/** The channel (NOTIFY channel, Redis channel) every instance listens on. */
export const LIVE_CHANNEL = 'caseboard_live';

interface BusHooks {
  /** A transport failed (logged by the caller; the bus reconnects on its own). */
  onError?: (error: unknown, what: string) => void;
}

function listeners() {
  const events = new Set<(event: BusEvent) => void>();
  const reconnects = new Set<() => void>();
  return {
    emit(event: BusEvent) {
      for (const listener of events) listener(event);
    },
    reconnected() {
      for (const listener of reconnects) listener();
    },
    subscribe(listener: (event: BusEvent) => void) {
      events.add(listener);
      return () => void events.delete(listener);
    },
    onReconnect(listener: () => void) {
      reconnects.add(listener);
      return () => void reconnects.delete(listener);
    },
    clear() {
      events.clear();
      reconnects.clear();
    },
  };
}

/** Encodes an event for the wire, refusing one that would not fit a NOTIFY payload. */
export function encodeBusEvent(event: BusEvent): string {
  const text = JSON.stringify(event);
  if (Buffer.byteLength(text) > MAX_BUS_EVENT_BYTES) throw new Error(`a ${event.kind} event is too large for the bus`);
  return text;
}

/** Decodes an event from the wire; anything malformed (another program on the channel) is dropped. */
export function decodeBusEvent(text: string): BusEvent | null {
  try {
    const parsed = BusEventSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One instance: events go straight to the listeners of this process (after the current tick, as over a wire). */
export function createMemoryBus(): LiveBus {
  const hub = listeners();
  return {
    transport: 'memory',
    async publish(event) {
      // Through the wire format, so the in-process bus checks what the others would.
      const decoded = decodeBusEvent(encodeBusEvent(event));
      if (decoded) queueMicrotask(() => hub.emit(decoded));
    },
    subscribe: hub.subscribe,
    onReconnect: hub.onReconnect,
    status: () => 'off',
    async close() {
      hub.clear();
    },
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY: one dedicated connection listens (outside the pool: a pooled connection
 * would be handed to other queries); publishing is a `pg_notify` on a short-lived query of the same
 * client. A lost connection is reopened with backoff, and `onReconnect` tells the hub to have its
 * streams catch up on what they may have missed.
 */
export function createPostgresBus({
  url,
  connectTimeoutMs = 5_000,
  onError = () => undefined,
}: { url: string; connectTimeoutMs?: number } & BusHooks): LiveBus {
  const hub = listeners();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client | null> | null = null;
  let closed = false;
  let failures = 0;
  let everConnected = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = (): Promise<pg.Client | null> => {
    if (client) return Promise.resolve(client);
    if (connecting) return connecting;
    connecting = (async () => {
      const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
      next.on('notification', (message) => {
        if (message.channel !== LIVE_CHANNEL || !message.payload) return;
        const event = decodeBusEvent(message.payload);
        if (event) hub.emit(event);
      });
      next.on('error', (error) => lost(next, error));
      next.on('end', () => lost(next, new Error('the LISTEN connection ended')));
      try {
        await next.connect();
        await next.query(`LISTEN ${LIVE_CHANNEL}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        lost(null, error);
        return null;
      }
      if (closed) {
        await next.end().catch(() => undefined);
        return null;
      }
      client = next;
      failures = 0;
      if (everConnected) hub.reconnected();
      everConnected = true;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const lost = (which: pg.Client | null, error: unknown) => {
    if (closed) return;
    if (which && which !== client) return;
    if (which) {
      client = null;
      void which.end().catch(() => undefined);
    }
    onError(error, 'postgres LISTEN connection');
    failures += 1;
    if (retry) return;
    retry = setTimeout(
      () => {
        retry = undefined;
        void connect();
      },
      Math.min(100 * 2 ** failures, 5_000),
    );
    retry.unref();
  };

  void connect();

  // NOTIFYs go out one query at a time on the one client (a client given a query while it runs
  // another queues it on its own, which `pg` deprecates), in the order of publishing. Events published
  // while one query runs go together in the next: one statement with a pg_notify per event, in their
  // order, so a burst of saves costs one round trip and one statement rather than one each. PostgreSQL
  // delivers identical payloads of one transaction once, so a payload already in a batch waits for
  // the next: every event is still its own notice.
  let pending: Array<{ event: BusEvent; payload: string; sent: () => void }> = [];
  let flushing = false;
  const flush = async () => {
    flushing = true;
    while (pending.length > 0) {
      const payloads = new Set<string>();
      let size = 0;
      while (size < pending.length && !payloads.has(pending[size]!.payload)) payloads.add(pending[size++]!.payload);
      const batch = pending.slice(0, size);
      pending = pending.slice(size);
      try {
        const listener = await connect();
        if (!listener) throw new Error('no connection to PostgreSQL for NOTIFY');
        await listener.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [
          LIVE_CHANNEL,
          [...payloads],
        ]);
      } catch (error) {
        onError(error, 'postgres NOTIFY');
        // Not sent to the others: at least this instance's streams hear them.
        queueMicrotask(() => {
          for (const { event } of batch) hub.emit(event);
        });
      }
      for (const { sent } of batch) sent();
    }
    flushing = false;
  };

  return {
    transport: 'postgres',
    async publish(event) {
      const payload = encodeBusEvent(event);
      await new Promise<void>((sent) => {
        pending.push({ event, payload, sent });
        if (!flushing) void flush();
      });
    },
    subscribe: hub.subscribe,
    onReconnect: hub.onReconnect,
    status: () => (client ? 'ok' : 'down'),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      hub.clear();
      const open = client ?? (await connecting);
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}

/**
 * Redis pub/sub: a subscriber connection (which can do nothing else once subscribed) and a publisher.
 * Like the rate limiter (lib/rate-limit.ts), nothing waits for an unreachable Redis: publishing fails
 * fast and the event is delivered here only.
 */
export function createRedisBus({
  url,
  connectTimeoutMs = 1_000,
  commandTimeoutMs = 500,
  onError = () => undefined,
}: { url: string; connectTimeoutMs?: number; commandTimeoutMs?: number } & BusHooks): LiveBus {
  const hub = listeners();
  const retryStrategy = (attempt: number) => Math.min(100 * 2 ** attempt, 2_000);
  const publisher = new Redis(url, {
    connectTimeout: connectTimeoutMs,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy,
  });
  const subscriber = new Redis(url, { connectTimeout: connectTimeoutMs, maxRetriesPerRequest: null, retryStrategy });
  let reported = false;
  const failed = (what: string) => (error: unknown) => {
    if (reported) return;
    reported = true;
    onError(error, what);
  };
  publisher.on('error', failed('redis publisher'));
  subscriber.on('error', failed('redis subscriber'));
  let everReady = false;
  let subscribed = false;
  subscriber.on('ready', () => {
    reported = false;
    if (everReady) hub.reconnected();
    everReady = true;
  });
  // ioredis subscribes again by itself after a reconnect.
  subscriber
    .subscribe(LIVE_CHANNEL)
    .then(() => void (subscribed = true))
    .catch(failed('redis SUBSCRIBE'));
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== LIVE_CHANNEL) return;
    const event = decodeBusEvent(message);
    if (event) hub.emit(event);
  });
  return {
    transport: 'redis',
    async publish(event) {
      const payload = encodeBusEvent(event);
      try {
        if (publisher.status !== 'ready') throw new Error('Redis is not connected');
        await publisher.publish(LIVE_CHANNEL, payload);
      } catch (error) {
        onError(error, 'redis PUBLISH');
        queueMicrotask(() => hub.emit(event));
      }
    },
    subscribe: hub.subscribe,
    onReconnect: hub.onReconnect,
    status: () => (subscribed && subscriber.status === 'ready' && publisher.status === 'ready' ? 'ok' : 'down'),
    async close() {
      hub.clear();
      await Promise.all([
        publisher.quit().catch(() => publisher.disconnect()),
        subscriber.quit().catch(() => subscriber.disconnect()),
      ]);
    },
  };
}

export type LiveTransport = 'auto' | 'memory' | 'postgres' | 'redis';

/**
 * The bus a deployment asks for. `auto` (the default): Redis when REDIS_URL is set, else PostgreSQL
 * when the database is PostgreSQL, else in this process (the embedded database runs one instance).
 */
export function createLiveBus({
  transport,
  redisUrl,
  databaseUrl,
  redisConnectTimeoutMs,
  onError,
}: {
  transport: LiveTransport;
  redisUrl: string | undefined;
  databaseUrl: string | undefined;
  redisConnectTimeoutMs?: number;
} & BusHooks): LiveBus {
  const chosen = transport !== 'auto' ? transport : redisUrl ? 'redis' : databaseUrl ? 'postgres' : ('memory' as const);
  if (chosen === 'redis') {
    if (!redisUrl) throw new Error('LIVE_TRANSPORT=redis needs REDIS_URL');
    return createRedisBus({
      url: redisUrl,
      ...(redisConnectTimeoutMs ? { connectTimeoutMs: redisConnectTimeoutMs } : {}),
      ...(onError ? { onError } : {}),
    });
  }
  if (chosen === 'postgres') {
    if (!databaseUrl) throw new Error('LIVE_TRANSPORT=postgres needs a PostgreSQL DATABASE_URL');
    return createPostgresBus({ url: databaseUrl, ...(onError ? { onError } : {}) });
  }
  return createMemoryBus();
}
