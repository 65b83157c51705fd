import type { SnapshotDocument } from '@caseboard/contracts';
import { perDatabase } from '../../db/per-database.js';

/** Parsed documents kept per database, by the UTF-8 length of their stored text. */
const BUDGET_BYTES = 32 * 1024 * 1024;

/**
 * Revisions kept per snapshot: a save needs the one it follows, or for a folded autosave the one
 * before the revisions it folds, and the head it makes (for the next save or patch). More only hold
 * the heap: each parsed 300-node document is several times its text, and garbage collection marks
 * every one of them again and again (docs/decisions/035-cheap-saves.md).
 */
const PER_SNAPSHOT = 3;

/**
 * The documents of recent revisions, parsed, so a save compares with the revision it follows (and a
 * patch applies to the revision it names) without reading and parsing that body again
 * (docs/decisions/035-cheap-saves.md). The content of revision N of a snapshot never changes once
 * saved (a later save makes N + 1; folding moves a history row to the new number, it never changes
 * what N held), so an entry is never stale and instances need not tell each other anything; a miss
 * reads the body from the database. Entries are shared: never change a document taken from here.
 */
export class RevisionCache {
  private readonly entries = new Map<string, { snapshotId: number; document: SnapshotDocument; bytes: number }>();
  /** Each snapshot's keys, least recently used first. */
  private readonly bySnapshot = new Map<number, Set<string>>();
  private bytes = 0;

  constructor(
    private readonly budget = BUDGET_BYTES,
    private readonly perSnapshot = PER_SNAPSHOT,
  ) {}

  get(snapshotId: number, revision: number): SnapshotDocument | undefined {
    const key = `${snapshotId}:${revision}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    const keys = this.bySnapshot.get(snapshotId)!;
    keys.delete(key);
    keys.add(key);
    return entry.document;
  }

  /** Marks a revision as used now, if it is held, as `get` does. */
  touch(snapshotId: number, revision: number): void {
    this.get(snapshotId, revision);
  }

  set(snapshotId: number, revision: number, document: SnapshotDocument, bytes: number): void {
    if (bytes > this.budget / 4) return;
    const key = `${snapshotId}:${revision}`;
    this.delete(key);
    this.entries.set(key, { snapshotId, document, bytes });
    this.bytes += bytes;
    let keys = this.bySnapshot.get(snapshotId);
    if (!keys) {
      keys = new Set();
      this.bySnapshot.set(snapshotId, keys);
    }
    keys.add(key);
    for (const oldest of keys) {
      if (keys.size <= this.perSnapshot) break;
      this.delete(oldest);
    }
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.budget) break;
      this.delete(oldest);
    }
  }

  /** How many documents it holds (for tests). */
  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    const keys = this.bySnapshot.get(entry.snapshotId)!;
    keys.delete(key);
    if (keys.size === 0) this.bySnapshot.delete(entry.snapshotId);
  }
}

/** The cache of one database (tests open several in one process; their ids overlap). */
export const revisionCacheOf = perDatabase(() => new RevisionCache());
