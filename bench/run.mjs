// `npm run bench`: measures the built server against a bare Fastify baseline in the same run and
// prints req/s, p50 and p99 with the ratios. Each suite in bench/suites adds its own endpoints.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const suitesDir = join(root, 'bench/suites');
const files = readdirSync(suitesDir)
  .filter((name) => name.endsWith('.mjs'))
  .sort()
  .filter((name) => only.length === 0 || only.some((wanted) => name.includes(wanted)));

console.info(`Benchmarks on Node ${process.version}; each scenario runs 5 s with 10 connections.`);
for (const file of files) {
  const suite = await import(pathToFileURL(join(suitesDir, file)).href);
  await suite.run();
}
