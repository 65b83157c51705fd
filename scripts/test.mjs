// `npm test`: every suite runs and reports, even when an earlier one fails — Vitest (unit and API
// integration), then the browser tests. The exit code is non-zero when any suite failed.
import { spawnSync } from 'node:child_process';

const suites = [
  { name: 'vitest (unit and API integration)', command: 'npx', args: ['vitest', 'run'] },
  { name: 'playwright (browser end to end)', command: 'npm', args: ['run', 'test:e2e'] },
];

const results = suites.map((suite) => {
  console.info(`\n== ${suite.name}`);
  const started = Date.now();
  const run = spawnSync(suite.command, suite.args, { stdio: 'inherit', env: process.env });
  return { ...suite, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
});

console.info('\n== summary');
for (const result of results) console.info(`${result.ok ? 'passed' : 'FAILED'}  ${result.name} (${result.seconds} s)`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
