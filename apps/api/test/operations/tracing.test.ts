import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject, buildUser, signInAs } from '../support/factories.js';
import { buildTestApp, type TestApp } from '../support/test-app.js';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
}

/** An OTLP/HTTP collector on loopback: what a real one would receive, as JSON. */
let collector: Server;
const received: Array<{ headers: Record<string, unknown>; spans: OtlpSpan[] }> = [];
let t: TestApp;

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body) as {
        resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
      };
      const spans = parsed.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
      received.push({ headers: { ...req.headers, url: req.url }, spans });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  t = await buildTestApp({
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=k%201' },
  });
});
afterAll(async () => {
  await new Promise((resolve) => collector.close(resolve));
});

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value ? Object.values(value)[0] : undefined;
};

describe('OpenTelemetry traces', () => {
  it("makes each request a server span in the caller's trace, named by its route, and flushes at close", async () => {
    const user = await buildUser({ db: t.db, clock: t.clock });
    const caller = await signInAs({ db: t.db, clock: t.clock, userId: user.id });
    const project = await buildProject({ db: t.db, clock: t.clock, ownerId: user.id });
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parentId = '00f067aa0ba902b7';
    const res = await t.app.inject({
      url: `/api/v1/projects/${project.id}`,
      headers: { ...caller.headers, traceparent: `00-${traceId}-${parentId}-01` },
    });
    expect(res.statusCode).toBe(200);
    await t.app.inject({ url: '/api/health' });
    await t.close();

    const spans = received.flatMap((batch) => batch.spans);
    const span = spans.find((s) => s.name === 'GET /api/v1/projects/:id');
    expect(span).toBeDefined();
    expect(span!.traceId).toBe(traceId);
    expect(span!.parentSpanId).toBe(parentId);
    expect(attribute(span!, 'http.response.status_code')).toBe(200);
    expect(attribute(span!, 'http.route')).toBe('/api/v1/projects/:id');
    expect(attribute(span!, 'enduser.id')).toBe(String(user.id));
    // Probes make no spans, and nothing private leaves: no address, no token, no header.
    expect(spans.some((s) => s.name.includes('/api/health'))).toBe(false);
    const sent = JSON.stringify(spans);
    expect(sent).not.toContain(user.email);
    expect(sent).not.toContain(caller.token);
    expect(received[0]!.headers['x-api-key']).toBe('k 1');
    expect(received[0]!.headers.url).toBe('/v1/traces');
  });
});
