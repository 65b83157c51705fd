import { LiveEventSchema, type LiveEvent } from '@caseboard/contracts';

/** An open Server-Sent Events stream as a browser's EventSource would read it, for tests. */
export interface SseClient {
  status: number;
  headers: Headers;
  /** Every event so far, parsed against the contract. */
  events: LiveEvent[];
  /** Comment lines (heartbeats) seen so far. */
  comments: number;
  /** Everything received, as text (to check nothing else travels). */
  raw(): string;
  /** The first event (from the start of the stream) that matches, waiting up to `timeoutMs`. */
  next<T extends LiveEvent['type']>(
    type: T,
    match?: (event: Extract<LiveEvent, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<LiveEvent, { type: T }>>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string>): Promise<SseClient> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: LiveEvent[] = [];
  let text = '';
  let buffer = '';
  let comments = 0;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  let finished = false;
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const piece = decoder.decode(chunk, { stream: true });
        text += piece;
        buffer += piece;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          for (const line of frame.split('\n')) {
            if (line.startsWith(':')) comments += 1;
            if (line.startsWith('data: ')) events.push(LiveEventSchema.parse(JSON.parse(line.slice(6))));
          }
        }
        wake();
      }
    } catch {
      // aborted by close()
    } finally {
      finished = true;
      wake();
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    events,
    get comments() {
      return comments;
    },
    raw: () => text,
    async next(type, match = () => true, timeoutMs = 5_000) {
      const find = () =>
        events.find((event) => event.type === type && match(event as never)) as
          Extract<LiveEvent, { type: typeof type }> | undefined;
      const started = Date.now();
      for (;;) {
        const found = find();
        if (found) return found;
        if (finished) throw new Error(`the stream ended without a ${type} event: ${text}`);
        const left = timeoutMs - (Date.now() - started);
        if (left <= 0) throw new Error(`no ${type} event within ${timeoutMs} ms: ${text}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, left);
          function done() {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          }
          waiters.add(done);
        });
      }
    },
    ended,
    close: () => abort.abort(),
  };
}
