import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { censorSecrets, loggerOptions, redactUrl, requestIdOptions } from './logging.js';

describe('logging', () => {
  it('redacts tokens in paths and query strings', () => {
    expect(redactUrl('/api/v1/auth/invites/abcDEF123?x=1')).toBe('/api/v1/auth/invites/[redacted]?x=1');
    expect(redactUrl('/auth/reset-password/s3cret')).toBe('/auth/reset-password/[redacted]');
    expect(redactUrl('/x?token=abc&y=2')).toBe('/x?token=[redacted]&y=2');
  });

  it('never writes credentials, cookies or tokens to the log', async () => {
    const lines: string[] = [];
    const options = loggerOptions('info') as object;
    const app = Fastify({
      logger: { ...options, stream: { write: (line: string) => void lines.push(line) } },
      ...requestIdOptions,
    });
    app.post('/api/v1/auth/invites/:token', async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'handling');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/invites/INVITE-TOKEN-123',
      headers: {
        authorization: 'Bearer SESSION-TOKEN-456',
        cookie: 'auth_token=COOKIE-TOKEN-789',
        'x-request-id': 'req-abc-12345',
      },
      payload: { password: 'PASSWORD-000', token: 'BODY-TOKEN-111', fullName: 'Ada' },
    });
    const log = lines.join('\n');
    for (const secret of [
      'INVITE-TOKEN-123',
      'SESSION-TOKEN-456',
      'COOKIE-TOKEN-789',
      'PASSWORD-000',
      'BODY-TOKEN-111',
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('Ada');
    expect(log).toContain('req-abc-12345');
  });
});

describe('token redaction', () => {
  it('redacts tokens in page paths spelt in any case', () => {
    expect(redactUrl('/AUTH/Reset-Password/s3cret')).toBe('/AUTH/Reset-Password/[redacted]');
  });
});

describe('secrets in logged objects', () => {
  it('censors secret keys at the top and three levels down, without changing what was logged', () => {
    const body = { password: 'PASSWORD-1', fullName: 'Ada', nested: { apiKey: 'KEY-2', deeper: { token: 'T-3' } } };
    const line = { body, headers: { cookie: 'c=COOKIE-4', accept: 'text/html' }, token: 'TOP-5', count: 2 };
    const censored = censorSecrets(line);
    expect(censored).toEqual({
      body: {
        password: '[redacted]',
        fullName: 'Ada',
        nested: { apiKey: '[redacted]', deeper: { token: '[redacted]' } },
      },
      headers: { cookie: '[redacted]', accept: 'text/html' },
      token: '[redacted]',
      count: 2,
    });
    expect(body.password).toBe('PASSWORD-1');
    expect(line.headers.cookie).toBe('c=COOKIE-4');
  });

  it('hands back a line without secrets as it is, and leaves class instances to their serializers', () => {
    const line = { userId: 7, responseTime: 1.2, err: new Error('boom'), token: null };
    expect(censorSecrets(line)).toBe(line);
  });
});
