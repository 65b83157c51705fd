// The baseline: a bare Fastify server answering the same JSON as Caseboard's endpoints, with
// none of our plugins (security headers, auth, validation, database). Ratios are against this.
import Fastify from 'fastify';

export async function startBareFastify(responses) {
  const app = Fastify({ logger: false });
  for (const [path, body] of Object.entries(responses)) app.get(path, async () => body);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  return { url: `http://127.0.0.1:${port}`, stop: () => app.close() };
}
