import type { SnapshotDocument } from '@caseboard/contracts';

/** Parsed documents kept per database, by the UTF-8 length of their stored text. */
const BUDGET_BYTES = 32 * 1024 * 1024;

/**
 * The documents of recent revisions, parsed, so a save compares with the revision it follows (and a
 * patch applies to the revision it names) without reading and parsing that body again
 * (docs/decisions/035-cheap-saves.md). The content of revision N of a snapshot never changes once
 * saved (a later save makes N + 1; folding moves a history row to the new number, it never changes
 * what N held), so an entry is never stale and instances need not tell each other anything; a miss
 * reads the body from the database. Entries are shared: never change a document taken from here.
 */
export class RevisionCache {
  private readonly entries = new Map<string, { document: SnapshotDocument; bytes: number }>();
  private bytes = 0;

  constructor(private readonly budget = BUDGET_BYTES) {}

  get(snapshotId: number, revision: number): SnapshotDocument | undefined {
    const key = `${snapshotId}:${revision}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.document;
  }

  set(snapshotId: number, revision: number, document: SnapshotDocument, bytes: number): void {
    if (bytes > this.budget / 4) return;
    const key = `${snapshotId}:${revision}`;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.bytes;
    this.entries.delete(key);
    this.entries.set(key, { document, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }
}

const caches = new WeakMap<object, RevisionCache>();

/** The cache of one database (tests open several in one process; their ids overlap). */
export function revisionCacheOf(db: object): RevisionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new RevisionCache();
    caches.set(db, cache);
  }
  return cache;
}
