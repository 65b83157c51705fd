import {
  LIVE_HEARTBEAT_MS,
  MAX_STREAMS_PER_USER,
  PRESENCE_TTL_MS,
  type BusEvent,
  type LiveEvent,
  type PresentPerson,
} from '@caseboard/contracts';
import type { ServerResponse } from 'node:http';
import { AppError } from '../../lib/app-error.js';
import type { LiveBus } from './bus.js';

/** Checks, before each event is delivered, that the stream's caller may still see the project. */
export type AccessCheck = (stream: { userId: number; projectId: number; token: string }) => Promise<boolean>;

export interface LiveStream {
  readonly userId: number;
  readonly projectId: number;
  /** The session token the stream was opened with: a signed-out session stops receiving. */
  readonly token: string;
  readonly response: ServerResponse;
  /** Deliveries run one after the other, so a stream sees events in the order they came. */
  queue: Promise<void>;
  ended: boolean;
}

export interface LiveHubOptions {
  bus: LiveBus;
  mayAccess: AccessCheck;
  maxStreamsPerUser?: number;
  maxStreams?: number;
  heartbeatMs?: number;
  presenceTtlMs?: number;
  now?: () => number;
  onError?: (error: unknown, what: string) => void;
}

/** Server-Sent Events framing: one `data:` line of JSON per event (JSON never holds a raw newline). */
export const sseFrame = (event: LiveEvent) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * The streams this instance holds and the presence it knows, fed by the bus (bus.ts). Every event for
 * a project goes to that project's streams, each after checking its caller's access again: a member
 * removed meanwhile gets `revoked` and the stream ends. Presence is kept per instance from the
 * presence events every instance publishes, so each knows everyone, and expires `presenceTtlMs`
 * after the last announcement.
 */
export function createLiveHub({
  bus,
  mayAccess,
  maxStreamsPerUser = MAX_STREAMS_PER_USER,
  maxStreams = 5_000,
  heartbeatMs = LIVE_HEARTBEAT_MS,
  presenceTtlMs = PRESENCE_TTL_MS,
  now = Date.now,
  onError = () => undefined,
}: LiveHubOptions) {
  const byProject = new Map<number, Set<LiveStream>>();
  const perUser = new Map<number, number>();
  let total = 0;
  let closing = false;
  const presence = new Map<number, Map<number, { person: PresentPerson; until: number }>>();

  const write = (stream: LiveStream, text: string) => {
    if (stream.ended || stream.response.destroyed) return;
    stream.response.write(text);
  };

  const finish = (stream: LiveStream, last?: LiveEvent) => {
    if (stream.ended) return;
    if (last) write(stream, sseFrame(last));
    stream.ended = true;
    stream.response.end();
  };

  const forget = (stream: LiveStream) => {
    const set = byProject.get(stream.projectId);
    if (!set?.delete(stream)) return;
    if (set.size === 0) byProject.delete(stream.projectId);
    total -= 1;
    const left = (perUser.get(stream.userId) ?? 1) - 1;
    if (left > 0) perUser.set(stream.userId, left);
    else perUser.delete(stream.userId);
    // The last stream of this person on this project here: they left (another instance's stream, if
    // any, announces them again within the presence interval).
    const stillHere = [...(byProject.get(stream.projectId) ?? [])].some((other) => other.userId === stream.userId);
    if (!stillHere && !closing && presence.get(stream.projectId)?.has(stream.userId)) {
      void bus.publish({ kind: 'presence-left', projectId: stream.projectId, userId: stream.userId });
    }
  };

  /**
   * Delivers to one stream after checking access; a caller without access gets `revoked` and the end.
   * `null` is the heartbeat: a comment line, after the same check (access ends even on a quiet project).
   */
  const deliver = (stream: LiveStream, event: LiveEvent | (() => LiveEvent) | null) => {
    stream.queue = stream.queue.then(async () => {
      if (stream.ended) return;
      let allowed: boolean;
      try {
        allowed = await mayAccess(stream);
      } catch (error) {
        // The database did not answer: this event is skipped, the stream stays (the next one checks again).
        onError(error, 'live access check');
        return;
      }
      if (!allowed) {
        finish(stream, { type: 'revoked' });
        return;
      }
      if (event === null) write(stream, ': heartbeat\n\n');
      else write(stream, sseFrame(typeof event === 'function' ? event() : event));
    });
  };

  const peopleOf = (projectId: number): PresentPerson[] => {
    const current = now();
    return [...(presence.get(projectId)?.values() ?? [])]
      .filter((entry) => entry.until > current)
      .map((entry) => entry.person)
      .sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId);
  };

  const pushPresence = (projectId: number) => {
    for (const stream of byProject.get(projectId) ?? []) {
      deliver(stream, () => ({ type: 'presence', people: peopleOf(projectId) }));
    }
  };

  const onEvent = (event: BusEvent) => {
    switch (event.kind) {
      case 'revision': {
        const { kind: _kind, projectId, ...notice } = event;
        for (const stream of byProject.get(projectId) ?? []) deliver(stream, { type: 'revision', ...notice });
        return;
      }
      case 'members':
      case 'project':
      case 'review':
        for (const stream of byProject.get(event.projectId) ?? []) deliver(stream, { type: event.kind });
        return;
      case 'presence': {
        const { kind: _kind, projectId, until, ...person } = event;
        let people = presence.get(projectId);
        if (!people) presence.set(projectId, (people = new Map()));
        const before = people.get(person.userId)?.person;
        people.set(person.userId, { person, until: Math.min(until, now() + presenceTtlMs) });
        const same =
          before !== undefined &&
          before.step === person.step &&
          before.editing === person.editing &&
          before.name === person.name;
        if (!same) pushPresence(projectId);
        return;
      }
      case 'presence-left': {
        const people = presence.get(event.projectId);
        if (people?.delete(event.userId)) {
          if (people.size === 0) presence.delete(event.projectId);
          pushPresence(event.projectId);
        }
        return;
      }
    }
  };
  const unsubscribe = bus.subscribe(onEvent);

  // After an outage of the bus, events may have been missed: every stream learns that something may
  // have changed and catches up through the normal routes.
  const offReconnect = bus.onReconnect(() => {
    for (const set of byProject.values()) for (const stream of set) deliver(stream, { type: 'project' });
  });

  const heartbeat = setInterval(() => {
    for (const set of byProject.values()) for (const stream of set) deliver(stream, null);
  }, heartbeatMs);
  heartbeat.unref();

  // Presence that was not repeated in time expires; the streams of its project hear the new list.
  const sweep = setInterval(
    () => {
      const current = now();
      for (const [projectId, people] of presence) {
        let changed = false;
        for (const [userId, entry] of people) {
          if (entry.until <= current) {
            people.delete(userId);
            changed = true;
          }
        }
        if (people.size === 0) presence.delete(projectId);
        if (changed) pushPresence(projectId);
      }
    },
    Math.max(250, Math.min(5_000, Math.floor(presenceTtlMs / 4))),
  );
  sweep.unref();

  return {
    bus,
    /** Refuses a stream over the limits: 429 for one user's, 503 for the instance's (or while shutting down). */
    admit(userId: number) {
      if (closing) {
        throw new AppError('service_unavailable', {
          message: 'The server is shutting down; reconnect in a moment.',
          headers: { 'Retry-After': '2' },
        });
      }
      if ((perUser.get(userId) ?? 0) >= maxStreamsPerUser) {
        throw new AppError('rate_limited', {
          message: `At most ${maxStreamsPerUser} open event streams per user; close a tab.`,
          headers: { 'Retry-After': '30' },
          details: { retryAfterSeconds: 30 },
        });
      }
      if (total >= maxStreams) {
        throw new AppError('service_unavailable', {
          message: 'This server holds as many event streams as it may.',
          headers: { 'Retry-After': '10' },
        });
      }
    },
    /** Takes in an admitted stream whose headers were sent; `first` is written before any other event. */
    open(stream: Omit<LiveStream, 'queue' | 'ended'>, first: (people: PresentPerson[]) => LiveEvent): LiveStream {
      const held: LiveStream = { ...stream, queue: Promise.resolve(), ended: false };
      let set = byProject.get(held.projectId);
      if (!set) byProject.set(held.projectId, (set = new Set()));
      set.add(held);
      total += 1;
      perUser.set(held.userId, (perUser.get(held.userId) ?? 0) + 1);
      write(held, sseFrame(first(peopleOf(held.projectId))));
      held.response.on('close', () => {
        held.ended = true;
        forget(held);
      });
      return held;
    },
    /** Records and shares someone's presence (every instance, this one included, hears it on the bus). */
    announce(projectId: number, person: PresentPerson) {
      return bus.publish({ kind: 'presence', projectId, ...person, until: now() + presenceTtlMs });
    },
    people: peopleOf,
    publish: (event: BusEvent) => bus.publish(event),
    counts: () => ({ streams: total, projects: byProject.size }),
    /** At shutdown: every stream hears `closing` and ends, so none holds the server's grace. */
    closeAll() {
      closing = true;
      for (const set of byProject.values()) for (const stream of [...set]) finish(stream, { type: 'closing' });
    },
    async close() {
      this.closeAll();
      clearInterval(heartbeat);
      clearInterval(sweep);
      unsubscribe();
      offReconnect();
      await bus.close();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
