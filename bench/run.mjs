// `npm run bench`: measures the built server against a bare Fastify baseline in the same run and
// prints req/s, p50 and p99 with the ratios. Each suite in bench/suites adds its own endpoints.
// `npm run bench -- --growth` runs the growth benchmark (bench/growth.mjs) instead.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DURATION, root, ROUNDS } from './lib.mjs';

async function runSuites(only) {
  const suitesDir = join(root, 'bench/suites');
  const files = readdirSync(suitesDir)
    .filter((name) => name.endsWith('.mjs'))
    .sort()
    .filter((name) => only.length === 0 || only.some((wanted) => name.includes(wanted)));
  console.info(
    `Benchmarks on Node ${process.version}; each scenario runs ${DURATION} s with 10 connections, ${ROUNDS} alternating rounds where compared.`,
  );
  for (const file of files) {
    const suite = await import(pathToFileURL(join(suitesDir, file)).href);
    await suite.run();
  }
}

if (process.argv.includes('--growth')) {
  await (await import('./growth.mjs')).run();
} else {
  await runSuites(process.argv.slice(2).filter((arg) => !arg.startsWith('--')));
}
