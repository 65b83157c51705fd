// Browser tests drive Debian's Chromium. Install it when missing and we may (root with apt);
// otherwise say in one line how to get it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const canInstall =
  process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!canInstall) {
  console.error(`Chromium not found at ${path}: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
console.info(`Chromium not found at ${path}; installing Debian's chromium package...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'],
]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed; install chromium by hand or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
if (!existsSync(path)) {
  console.error(`chromium installed but not at ${path}; set CHROMIUM_PATH.`);
  process.exit(1);
}
