import { perDatabase } from '../../db/per-database.js';
import { AppError } from '../../lib/app-error.js';
import { checkDocument } from './document.js';

/** A stored body as the API answers it: see `checked` on ProjectSnapshot (packages/contracts/src/projects.ts). */
export interface AnsweredBody {
  body: string;
  checked: boolean;
}

/** Revisions remembered per database: a few bytes each, so a whole beta's heads fit many times over. */
const MAX_REMEMBERED = 50_000;

/**
 * Which stored bodies are already a 1.1 document exactly as the current schema reads it, by snapshot and
 * revision: the content of a revision never changes (revision-cache.ts), and the schema does not change
 * while the process runs, so an answer is never stale. Saves store the schema's own output
 * (document.ts checkDocument), so nearly every body is checked once per process and then passed on as
 * stored (a save records its revision here, so its first read skips the check too); one saved under an
 * older schema is answered as the current schema reads it. The browser then reads a checked body with
 * JSON.parse alone and never loads the schemas for it (docs/decisions/040-documents-checked-once.md).
 */
class CheckedBodies {
  readonly #current = new Map<string, boolean>();

  answer(snapshotId: number, revision: number, stored: string): AnsweredBody {
    const key = `${snapshotId}:${revision}`;
    const known = this.#current.get(key);
    if (known !== undefined) return { body: stored, checked: known };
    const answered = check(stored);
    // A body the schema rewrites is checked again on the next read: rare (saved under an older schema,
    // until its next save), and holding its new text here would hold whole documents.
    if (answered.body === stored) this.#remember(key, answered.checked);
    return answered;
  }

  /** A save stored the schema's own output as this revision: its first read needs no check. */
  saved(snapshotId: number, revision: number, checked: boolean): void {
    this.#remember(`${snapshotId}:${revision}`, checked);
  }

  #remember(key: string, checked: boolean): void {
    if (this.#current.size >= MAX_REMEMBERED) this.#current.delete(this.#current.keys().next().value!);
    this.#current.set(key, checked);
  }
}

function check(stored: string): AnsweredBody {
  try {
    const document = checkDocument(stored);
    return document.version === null ? { body: stored, checked: false } : { body: document.text, checked: true };
  } catch (error) {
    // Stored under an older, looser schema: answered as stored, for the client to report as it reads it.
    if (error instanceof AppError) return { body: stored, checked: false };
    throw error;
  }
}

const bodiesOf = perDatabase(() => new CheckedBodies());

/** The body a snapshot is answered with, and whether it is checked, for one database (tests open several). */
export function answeredBody(db: object, snapshotId: number, revision: number, stored: string): AnsweredBody {
  return bodiesOf(db).answer(snapshotId, revision, stored);
}

/** Records that a save stored `document.text` of a checked document (document.ts) as this revision. */
export function savedChecked(db: object, snapshotId: number, revision: number, checked: boolean): void {
  bodiesOf(db).saved(snapshotId, revision, checked);
}
