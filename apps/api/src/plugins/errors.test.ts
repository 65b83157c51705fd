import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error.js';
import { errorsPlugin } from './errors.js';
import { jsonBodyPlugin } from './json-body.js';

async function appWithRoutes() {
  const logs: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/things/:id',
    {
      bodyLimit: 100,
      schema: {
        params: z.object({ id: z.coerce.number().int() }),
        body: z.object({ name: z.string().min(1), tags: z.array(z.string().max(3)) }),
      },
    },
    async () => ({ ok: true }),
  );
  typed.get('/conflict', async () => {
    throw new AppError('conflict', { details: { revision: 3 } });
  });
  typed.get('/boom', async () => {
    throw new Error('database password is hunter2');
  });
  typed.get(
    '/typo',
    { schema: { response: { 200: z.object({ n: z.number() }) } } },
    async () => ({ n: 'one' }) as never,
  );
  return { app, logs };
}

describe('the error handler', () => {
  it('answers validation failures with 400 validation_failed and the failing field paths', async () => {
    const { app } = await appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/things/1', payload: { name: '', tags: ['ok', 'toolong'] } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['body.name', 'body.tags.1']),
    );
    const params = await app.inject({ method: 'POST', url: '/things/abc', payload: { name: 'a', tags: [] } });
    expect(params.json().details[0].path).toBe('params.id');
  });

  it('honours a per-route body limit with 413', async () => {
    const { app } = await appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/things/1', payload: { name: 'x'.repeat(200), tags: [] } });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('refuses non-JSON bodies with 415', async () => {
    const { app } = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/things/1',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
  });

  it('passes an AppError through with its code, status and details', async () => {
    const { app } = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'conflict', message: expect.any(String), details: { revision: 3 } });
  });

  it('hides anything unexpected behind a generic 500, with the details only in the log', async () => {
    const { app, logs } = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', message: 'Something went wrong on our side.' });
    expect(res.body).not.toContain('hunter2');
    expect(logs.join('\n')).toContain('hunter2');
  });

  it('treats a response that breaks its own schema as a server error', async () => {
    const { app } = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/typo' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('internal_error');
  });
});
