import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  defaultTextMapGetter,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { redactUrl } from '../lib/logging.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's trace, when tracing is on (for the request's log line). */
    traceId: string | undefined;
  }
}

/** Probes are polled every few seconds by balancers; a span each would drown the traces that matter. */
const UNTRACED = new Set(['/api/health', '/api/ready', '/metrics']);
const spans = new WeakMap<FastifyRequest, Span>();

/**
 * OpenTelemetry traces (docs/decisions/032-tracing.md): with OTEL_EXPORTER_OTLP_ENDPOINT set, every
 * request but the probes is a server span named by its route template, a child of the caller's W3C
 * `traceparent` when there is one, sent in batches over OTLP/HTTP and flushed when the server closes.
 * Spans carry the method, route, path (tokens redacted), status and the user's id; never an address,
 * a body or a header.
 */
export const tracingPlugin = fp(
  async (app: FastifyInstance, { tracing, version }: { tracing: Config['tracing']; version: string }) => {
    app.decorateRequest('traceId', undefined);
    if (!tracing) return;
    const provider = new TracerProvider({
      resource: resourceFromAttributes({ 'service.name': tracing.serviceName, 'service.version': version }),
      spanProcessors: [
        new BatchSpanProcessor({
          exporter: new OTLPTraceExporter({
            url: `${tracing.endpoint.replace(/\/$/, '')}/v1/traces`,
            headers: tracing.headers,
          }),
        }),
      ],
    });
    const tracer: Tracer = provider.getTracer('caseboard-api', version);
    const propagator = new W3CTraceContextPropagator();

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const path = request.url.split('?')[0]!;
      if (UNTRACED.has(path)) return;
      const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
      const route = request.routeOptions.url;
      const span = tracer.startSpan(
        `${request.method} ${route ?? 'unmatched'}`,
        {
          kind: SpanKind.SERVER,
          attributes: {
            'http.request.method': request.method,
            'url.path': redactUrl(path),
            ...(route ? { 'http.route': route } : {}),
          },
        },
        parent,
      );
      spans.set(request, span);
      request.traceId = span.spanContext().traceId;
    });

    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      const span = spans.get(request);
      if (!span) return;
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (request.userId !== null) span.setAttribute('enduser.id', String(request.userId));
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      spans.delete(request);
    });

    // A client that hangs up before the answer: the span ends as cut, rather than never.
    app.addHook('onRequestAbort', async (request: FastifyRequest) => {
      const span = spans.get(request);
      if (!span) return;
      span.setStatus({ code: SpanStatusCode.ERROR, message: 'client aborted' });
      span.end();
      spans.delete(request);
    });

    app.addHook('onClose', async () => {
      await provider.shutdown();
    });
  },
  { name: 'tracing' },
);
