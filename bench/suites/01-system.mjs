// /api/health and /api/v1/config against a bare Fastify server answering the same JSON.
import { startBareFastify } from '../bare-fastify.mjs';
import { measure, printTable, startCaseboard } from '../lib.mjs';

export async function run() {
  const caseboard = await startCaseboard();
  try {
    const paths = ['/api/health', '/api/v1/config'];
    const bodies = {};
    for (const path of paths) bodies[path] = await (await fetch(`${caseboard.url}${path}`)).json();
    const bare = await startBareFastify(bodies);
    const rows = [];
    try {
      for (const path of paths) {
        const baseline = await measure({ url: `${bare.url}${path}` });
        rows.push({ name: `bare Fastify ${path}`, ...baseline });
        rows.push({ name: `Caseboard ${path}`, ...(await measure({ url: `${caseboard.url}${path}` })), baseline });
      }
    } finally {
      await bare.stop();
    }
    printTable('System endpoints (embedded database)', rows);
  } finally {
    await caseboard.stop();
  }
}
