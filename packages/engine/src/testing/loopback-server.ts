// Test support, exported so the API tests and the benchmarks can stand in for an LLM provider on loopback.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A scripted HTTP server on 127.0.0.1 for provider tests: each incoming request takes the next reply from
 * the script (the last reply repeats), and every request is recorded with its headers and JSON body, and
 * whether the client closed the connection before the reply ended.
 */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  /** Resolves when the client closes the connection before the server finished answering. */
  clientClosed: Promise<void>;
  closedEarly: boolean;
  /** performance.now() when the request arrived, to order it against what the client saw. */
  receivedAt: number;
}

export type Reply =
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'sse'; events: unknown[]; delayMs?: number; firstDelayMs?: number }
  | { kind: 'hang' }
  /** Decides the reply from the request, e.g. to answer the way the client asked. */
  | { kind: 'dynamic'; reply: (body: Record<string, unknown>, request: RecordedRequest) => Reply };

export interface LoopbackServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export interface LoopbackOptions {
  /** Called as each request arrives, before it is answered (tests record the order of events). */
  onRequest?: (request: RecordedRequest) => void;
}

export async function startLoopback(script: Reply[], options: LoopbackOptions = {}): Promise<LoopbackServer> {
  const requests: RecordedRequest[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      let resolveClosed!: () => void;
      const record: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
        clientClosed: new Promise<void>((resolve) => (resolveClosed = resolve)),
        closedEarly: false,
        receivedAt: performance.now(),
      };
      requests.push(record);
      options.onRequest?.(record);
      open.add(res);
      res.on('close', () => {
        open.delete(res);
        if (!res.writableEnded) {
          record.closedEarly = true;
          resolveClosed();
        }
      });
      let reply = script[Math.min(requests.length - 1, script.length - 1)]!;
      if (reply.kind === 'dynamic') reply = reply.reply(record.body, record);
      void answer(res, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
      }),
  };
}

async function answer(res: ServerResponse, reply: Reply): Promise<void> {
  if (reply.kind === 'hang' || reply.kind === 'dynamic') return;
  if (reply.kind === 'json') {
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(JSON.stringify(reply.body));
    return;
  }
  if (reply.firstDelayMs) await new Promise((resolve) => setTimeout(resolve, reply.firstDelayMs));
  if (res.destroyed) return;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const event of reply.events) {
    if (res.destroyed) return;
    res.write(typeof event === 'string' ? `data: ${event}\n\n` : `data: ${JSON.stringify(event)}\n\n`);
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
  }
  res.end();
}

/** Why an answer ended: "length" when it stopped at max_tokens. */
export type FinishReason = 'stop' | 'length';

/** An OpenAI chat-completions answer whose message content is `content`. */
export function openAiCompletion(
  content: string,
  model = 'test-model',
  finishReason: FinishReason = 'stop',
  usage = { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 },
): Reply {
  return {
    kind: 'json',
    status: 200,
    body: {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1_700_000_000,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
      usage,
    },
  };
}

/** The same content streamed in `pieces` chunks, as OpenAI-compatible servers do. */
export function openAiStream(
  content: string,
  pieces = 8,
  delayMs = 5,
  model = 'test-model',
  finishReason: FinishReason = 'stop',
  usage = { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 },
): Reply {
  const size = Math.ceil(content.length / pieces);
  const chunk = (delta: Record<string, unknown>, finish: string | null, usage?: unknown) => ({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
    ...(usage ? { usage } : {}),
  });
  const events: unknown[] = [chunk({ role: 'assistant', content: '' }, null)];
  for (let i = 0; i < content.length; i += size) events.push(chunk({ content: content.slice(i, i + size) }, null));
  events.push(chunk({}, finishReason, usage), '[DONE]');
  return { kind: 'sse', events, delayMs };
}

export function httpError(status: number, headers: Record<string, string> = {}, message = `status ${status}`): Reply {
  return {
    kind: 'json',
    status,
    headers,
    body: { error: { message, type: status < 500 ? 'invalid_request_error' : 'server_error' } },
  };
}
