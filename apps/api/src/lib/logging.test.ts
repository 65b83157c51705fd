import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { censorSecrets, LineBatcher, loggerOptions, logRequestLine, redactUrl, requestIdOptions } from './logging.js';

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

describe('batched log lines', () => {
  const sink = () => {
    const writes: string[] = [];
    let synced = 0;
    return {
      writes,
      synced: () => synced,
      write: (chunk: string) => void writes.push(chunk),
      flushSync: () => void (synced += 1),
    };
  };

  it('hands lines on in order, one write per batch', () => {
    const into = sink();
    const batcher = new LineBatcher(into, { batchChars: 100, flushMs: 60_000 });
    const lines = Array.from({ length: 30 }, (_, i) => `{"n":${i},"msg":"line ${i}"}\n`);
    for (const line of lines) batcher.write(line);
    batcher.flush();
    expect(into.writes.join('')).toBe(lines.join(''));
    expect(into.writes.length).toBeLessThan(lines.length / 2);
  });

  it('writes a lone line once the period is over, without more lines coming', async () => {
    const into = sink();
    const batcher = new LineBatcher(into, { batchChars: 16_384, flushMs: 20 });
    batcher.write('{"msg":"alone"}\n');
    expect(into.writes).toEqual([]);
    await vi.waitFor(() => expect(into.writes).toEqual(['{"msg":"alone"}\n']), { timeout: 5_000 });
  });

  it('writes what is pending synchronously when asked (a fatal line, the process exiting)', () => {
    const into = sink();
    const batcher = new LineBatcher(into, { flushMs: 60_000 });
    batcher.write('{"msg":"last words"}\n');
    batcher.flushSync();
    expect(into.writes).toEqual(['{"msg":"last words"}\n']);
    expect(into.synced()).toBe(1);
  });

  it('loses no line of a process that exits right after logging them', () => {
    const logging = fileURLToPath(new URL('./logging.ts', import.meta.url));
    const script = [
      `const { loggerOptions } = await import(${JSON.stringify(logging)});`,
      `const pino = (await import('pino')).default;`,
      `const options = loggerOptions('info');`,
      `const log = pino(options, options.stream);`,
      `for (let i = 0; i < 500; i += 1) log.info({ i }, 'line');`,
      `process.exit(0);`,
    ].join('\n');
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(child.stderr).toBe('');
    const numbers = child.stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { i: number }).i);
    expect(numbers).toEqual(Array.from({ length: 500 }, (_, i) => i));
  });
});

describe('the request line', () => {
  const logger = (level: string) => {
    const lines: Record<string, unknown>[] = [];
    const { stream: _stdout, ...options } = loggerOptions(level) as pino.LoggerOptions & { stream: unknown };
    const root = pino(options, {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    return { lines, root, child: (reqId: string) => root.child({ reqId }) };
  };
  const cases = [
    {
      id: 'req-"quoted"-1',
      method: 'GET',
      url: '/api/v1/config',
      ip: '127.0.0.1',
      statusCode: 200,
      responseTime: 0.41,
      userId: null,
      traceId: undefined,
    },
    {
      id: 'req-2',
      method: 'POST',
      url: '/api/v1/auth/invites/SECRET-INVITE?token=SECRET-QUERY&q="ä\\n"',
      ip: undefined,
      statusCode: 422,
      responseTime: 12.5,
      userId: 42,
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
    },
  ];

  it('is the line pino writes for the same request, with the URL redacted', () => {
    for (const line of cases) {
      const composed = logger('info');
      logRequestLine(composed.root, 'info', line);
      const generic = logger('info');
      generic.child(line.id).info(
        {
          req: { id: line.id, method: line.method, url: line.url, ip: line.ip },
          res: { statusCode: line.statusCode },
          responseTime: line.responseTime,
          userId: line.userId ?? undefined,
          traceId: line.traceId,
        },
        'request completed',
      );
      const [mine] = composed.lines;
      const [theirs] = generic.lines;
      expect(typeof mine?.time).toBe('number');
      expect({ ...mine, time: 0 }).toEqual({ ...theirs, time: 0 });
      expect(JSON.stringify(mine)).not.toContain('SECRET');
    }
  });

  it('writes nothing below the level, and at debug when asked', () => {
    const quiet = logger('info');
    logRequestLine(quiet.root, 'debug', cases[0]!);
    expect(quiet.lines).toEqual([]);
    const chatty = logger('debug');
    logRequestLine(chatty.root, 'debug', cases[0]!);
    expect(chatty.lines[0]).toMatchObject({ level: 20, msg: 'request completed' });
  });
});
