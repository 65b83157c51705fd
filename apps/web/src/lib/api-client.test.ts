import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, dispositionFilename, onUnauthorized } from './api-client';

const respond = (status: number, body?: unknown, raw?: string) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(raw ?? (body === undefined ? null : JSON.stringify(body)), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

afterEach(() => vi.restoreAllMocks());

describe('apiFetch', () => {
  it('returns the parsed body and sends JSON', async () => {
    const fetchMock = respond(200, { ok: true });
    await expect(apiFetch('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', credentials: 'same-origin' });
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns the server error body into a typed ApiError', async () => {
    respond(409, { code: 'project_limit_reached', message: 'Limit', details: { max: 3 } });
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'project_limit_reached', details: { max: 3 } });
  });

  it('names an answer that is not our error shape, and an unreachable server', async () => {
    respond(502, undefined, '<html>Bad gateway</html>');
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 502, code: 'unexpected_response' });
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('tells the unauthorized listeners about a 401 unless asked to stay quiet', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    respond(401, { code: 'unauthorized', message: 'Sign in' });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ code: 'unauthorized' });
    expect(listener).toHaveBeenCalledTimes(1);
    respond(401, { code: 'unauthorized', message: 'Sign in' });
    await expect(apiFetch('/api/y', { quietUnauthorized: true })).rejects.toMatchObject({ code: 'unauthorized' });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('sends a raw body (a file) with its own type, and an ended session still reaches the listeners', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    const fetchMock = respond(401, { code: 'unauthorized', message: 'Sign in' });
    const file = new Blob(['a,b\n1,2\n']);
    await expect(
      apiFetch('/api/upload', { method: 'POST', rawBody: { data: file, type: 'text/csv' } }),
    ).rejects.toMatchObject({ code: 'unauthorized' });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init!.body).toBe(file);
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('text/csv');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('resolves 204 with no value', async () => {
    respond(204);
    await expect(apiFetch('/api/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('dispositionFilename', () => {
  it('prefers the UTF-8 name and falls back to the plain one', () => {
    expect(
      dispositionFilename(`attachment; filename="Marge _ Sud.pdf"; filename*=UTF-8''Marge%20%E2%80%93%20S%C3%BCd.pdf`),
    ).toBe('Marge – Süd.pdf');
    expect(dispositionFilename('attachment; filename="Margins.pptx"')).toBe('Margins.pptx');
    expect(dispositionFilename(`attachment; filename="a.md"; filename*=UTF-8''%E0%A4%A`)).toBe('a.md');
    expect(dispositionFilename(null)).toBeNull();
  });
});
