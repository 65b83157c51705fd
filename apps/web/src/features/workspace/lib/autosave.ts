import type { ProjectDocument } from '@caseboard/contracts';
import { isApiError } from '@/lib/api-client';
import { isDirty, type DocumentStore, type SnapshotContent } from '../store/document-store';

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'offline' | 'conflict' | 'error';

export interface AutosaveOptions<D = ProjectDocument> {
  store: DocumentStore<D>;
  /**
   * Sends the whole snapshot with If-Match; resolves with the new revision, rejects with ApiError.
   * `milestone` saves carry a milestone (a generation taken in, a restore): the history keeps them apart,
   * where every other save is an autosave (README glossary).
   */
  save: (
    content: SnapshotContent<D>,
    revision: number,
    /** `base`: the content the server holds at `revision` (what a patch is made against). */
    options: { milestone: boolean; base: SnapshotContent<D> },
  ) => Promise<{ revision: number }>;
  onStateChange: (state: SaveState) => void;
  /** Called on 412: someone else saved first. The UI offers keep mine / take theirs / view differences. */
  onConflict: () => void;
  /** Quiet time after the last edit before saving; the issue allows at most 2 seconds. */
  debounceMs?: number;
  maxBackoffMs?: number;
}

/**
 * Saves the document at most `debounceMs` after the last edit. One save at a time; edits made during a
 * save are saved next. Network failures retry with exponential backoff ("Offline - retrying"); a stale
 * revision stops autosave until the conflict is resolved, so neither side's work is overwritten.
 */
export class AutosaveController<D = ProjectDocument> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight = false;
  /** The save under way (or the last one): `flush` waits for it before saving what is left. */
  private running: Promise<void> = Promise.resolve();
  private failures = 0;
  /** Live merges under way (`hold`): no save starts meanwhile, so none carries a revision about to move. */
  private holds = 0;
  private state: SaveState = 'saved';
  private stopped = false;
  private readonly unsubscribe: () => void;
  private readonly debounceMs: number;
  private readonly maxBackoffMs: number;

  constructor(private readonly options: AutosaveOptions<D>) {
    this.debounceMs = options.debounceMs ?? 1_500;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
    this.unsubscribe = options.store.subscribe((current, previous) => {
      if (current.content !== previous.content) this.onEdit();
    });
    if (isDirty(options.store.getState())) this.onEdit();
  }

  get saveState(): SaveState {
    return this.state;
  }

  /**
   * Saves now (e.g. before leaving, or before the classic screen upgrades the project), skipping the
   * quiet time. A save already under way is waited for first, and edits made during it are saved
   * too, so when this resolves nothing is left unsaved unless saving failed or stopped.
   */
  async flush(): Promise<void> {
    this.clearTimer();
    await this.running;
    this.clearTimer();
    await this.start();
  }

  /** After a conflict was resolved (the store now holds the chosen document and the server's revision). */
  resume() {
    if (this.state !== 'conflict') return;
    this.failures = 0;
    const dirty = isDirty(this.options.store.getState());
    this.setState(dirty ? 'unsaved' : 'saved');
    if (dirty) this.schedule(0);
  }

  /**
   * Runs `task` (taking in a collaborator's revision) with saving paused: a save under way finishes
   * first and none starts meanwhile, so the task sees a settled base revision. Saving resumes after it,
   * unless the task opened a conflict.
   */
  async hold(task: () => Promise<void>): Promise<void> {
    this.holds += 1;
    this.clearTimer();
    try {
      await this.running;
      await task();
    } finally {
      this.holds -= 1;
      if (this.holds === 0 && !this.stopped && this.state !== 'conflict' && !this.inFlight) {
        const dirty = isDirty(this.options.store.getState());
        if (dirty) {
          if (this.state !== 'offline') this.setState('unsaved');
          this.schedule(this.state === 'offline' ? 0 : this.debounceMs);
        } else {
          this.setState('saved');
        }
      }
    }
  }

  /** Stops saving until `resume`: both sides changed the same thing and the user must choose. */
  enterConflict() {
    this.clearTimer();
    this.setState('conflict');
  }

  dispose() {
    this.stopped = true;
    this.clearTimer();
    this.unsubscribe();
  }

  private onEdit() {
    if (this.state === 'conflict') return;
    if (!isDirty(this.options.store.getState())) {
      if (!this.inFlight && this.state !== 'offline') this.setState('saved');
      return;
    }
    if (this.state !== 'offline' && this.state !== 'saving') this.setState('unsaved');
    if (this.state !== 'offline') this.schedule(this.debounceMs);
  }

  private schedule(delay: number) {
    this.clearTimer();
    this.timer = setTimeout(() => void this.start(), delay);
  }

  private clearTimer() {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private start(): Promise<void> {
    if (!this.inFlight) this.running = this.run();
    return this.running;
  }

  private async run(): Promise<void> {
    if (this.stopped || this.inFlight || this.state === 'conflict' || this.holds > 0) return;
    const { content, revision, saved, milestone } = this.options.store.getState();
    if (content === saved) {
      this.setState('saved');
      return;
    }
    this.inFlight = true;
    this.setState('saving');
    try {
      const result = await this.options.save(content, revision, { milestone: milestone !== null, base: saved });
      if (this.stopped) return;
      this.failures = 0;
      this.options.store.getState().markSaved(content, result.revision, milestone);
      this.inFlight = false;
      if (isDirty(this.options.store.getState())) {
        this.setState('unsaved');
        this.schedule(this.debounceMs);
      } else {
        this.setState('saved');
      }
    } catch (error) {
      this.inFlight = false;
      if (this.stopped) return;
      if (isApiError(error, 'revision_conflict')) {
        this.setState('conflict');
        this.options.onConflict();
      } else if (
        isApiError(error) &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 429 &&
        error.status !== 408
      ) {
        this.setState('error'); // e.g. the document was refused: retrying the same bytes cannot help
      } else {
        this.failures += 1;
        this.setState('offline');
        this.schedule(Math.min(this.maxBackoffMs, 1_000 * 2 ** (this.failures - 1)));
      }
    }
  }

  private setState(state: SaveState) {
    if (state === this.state) return;
    this.state = state;
    this.options.onStateChange(state);
  }
}

/**
 * Ties a controller to a mounted editor: leaving the page with unsaved work asks first, and unmounting
 * saves what is pending before the controller stops. Returns the effect's cleanup.
 */
export function runWhileMounted<D>(autosave: AutosaveController<D>): () => void {
  const warn = (event: BeforeUnloadEvent) => {
    if (autosave.saveState !== 'saved') event.preventDefault();
  };
  window.addEventListener('beforeunload', warn);
  return () => {
    window.removeEventListener('beforeunload', warn);
    void autosave.flush().finally(() => autosave.dispose());
  };
}
