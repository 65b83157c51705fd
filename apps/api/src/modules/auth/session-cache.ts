import type { SessionUser } from './sessions.js';

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 2_000;
/** Sessions kept at most; the oldest go first (a beta of 200 people holds a few hundred). */
const MAX_ENTRIES = 10_000;

export interface CachedSession {
  user: SessionUser;
  lastUsedAt: Date;
  expiresAt: Date;
}

interface Entry extends CachedSession {
  cachedAt: number;
}

/**
 * Signed-in users by token hash, for two seconds, used only where the server is its database's only
 * writer: the embedded database, which one process opens (plugins/auth.ts). Every signed-in request
 * looked its session up, one statement of about a millisecond in the embedded database's single thread,
 * often several times a second for the same page. Ending a session (sign-out, revocation, a new
 * password, termination, deletion) or changing what it shows (a new name, language or address)
 * forgets the user's entries, and for the next two seconds nothing of that user is cached, so a lookup
 * that raced the change cannot put the old state back. Expiry and idleness are checked on every use,
 * from the entry's own times (docs/decisions/037-embedded-database-off-the-request-thread.md).
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  /** Users whose sessions changed lately: until the time given, their lookups are not cached. */
  readonly #distrusted = new Map<number, number>();

  get(tokenHash: string, now: number): CachedSession | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.cachedAt >= SESSION_CACHE_MS || now < entry.cachedAt) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, session: CachedSession, now: number): void {
    const until = this.#distrusted.get(session.user.id);
    if (until !== undefined) {
      if (now < until) return;
      this.#distrusted.delete(session.user.id);
    }
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(tokenHash, { ...session, cachedAt: now });
  }

  /** Forgets every session of a user, and caches none of them for the next two seconds. */
  forgetUser(userId: number, now: number): void {
    for (const [hash, entry] of this.#entries) if (entry.user.id === userId) this.#entries.delete(hash);
    this.#distrusted.set(userId, now + SESSION_CACHE_MS);
    if (this.#distrusted.size > MAX_ENTRIES) {
      for (const [id, until] of this.#distrusted) if (until <= now) this.#distrusted.delete(id);
    }
  }
}

/** The process's cache: token hashes are unique, so one serves every database this process opens. */
export const sessionCache = new SessionCache();
