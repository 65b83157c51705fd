import { once } from 'node:events';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app.js';

// Finding 6: a request that sent its headers and Content-Length: 100 but one byte of body stayed open
// past 150 s; 2,000 of them held 2,000 file descriptors.

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({ env: { REQUEST_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '1000' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Opens a connection, writes `text`, and resolves with everything the server sent once it closes the connection. */
async function sendAndWaitForClose(text: string): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.write(text);
  await once(socket, 'close');
  return received;
}

describe('the server', () => {
  it('closes a connection whose body stalls after one of 100 bytes, with 408', async () => {
    const answer = await sendAndWaitForClose(
      'POST /api/v1/auth/sign-in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection that never finishes its headers', async () => {
    const answer = await sendAndWaitForClose('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    expect(answer === '' || /^HTTP\/1\.1 408/.test(answer)).toBe(true);
  });

  it('closes many stalled connections, so they cannot pile up file descriptors', async () => {
    const stalled = Array.from({ length: 50 }, () =>
      sendAndWaitForClose('PUT /api/v1/projects/1/snapshots/1 HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{'),
    );
    const answers = await Promise.all(stalled);
    // Every connection was closed by the server (an anonymous PUT is refused with 401 before its body).
    expect(answers.every((answer) => /^HTTP\/1\.1 (408|401)/.test(answer))).toBe(true);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
