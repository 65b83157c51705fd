// One keep-alive connection, one request at a time: the latency a single person sees, without the queueing
// that many connections add. Each answer's time is measured in fractions of a millisecond, from sending the
// request to the last byte of the answer.
import http from 'node:http';

const TIMEOUT_MS = 60_000;

/** A client of `baseUrl` over exactly one kept-alive socket; `close()` ends it. */
export function oneConnection(baseUrl) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const base = new URL(baseUrl);
  return {
    /** Resolves with { status, headers, text, ms }. */
    request({ method = 'GET', path, headers = {}, body }) {
      return new Promise((resolve, reject) => {
        const started = performance.now();
        const req = http.request(
          {
            agent,
            host: base.hostname,
            port: base.port,
            method,
            path,
            headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            const chunks = [];
            let ended = false;
            res.on('data', (chunk) => chunks.push(chunk));
            res.on('end', () => {
              ended = true;
              resolve({
                status: res.statusCode,
                headers: res.headers,
                text: Buffer.concat(chunks).toString('utf8'),
                ms: performance.now() - started,
              });
            });
            res.on('error', reject);
            res.on('close', () => ended || reject(new Error(`${method} ${path}: the connection closed mid-answer`)));
          },
        );
        // A server that stops answering fails the run instead of leaving it waiting on nothing.
        req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`${method} ${path}: no answer in ${TIMEOUT_MS} ms`)));
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
