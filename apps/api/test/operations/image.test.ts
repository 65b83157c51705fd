import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOnce, freePort, root, startProcess, type Started } from './support.js';

/**
 * The container image without Docker (no base image can be pulled here; CI builds the image where one
 * can): the Dockerfile's runtime stage is read, its file layout assembled from the build exactly as its
 * COPY lines say, and its entry command run in its working directory as an unprivileged user (as the
 * image's USER), with its environment. The health check command must pass and SIGTERM must stop it
 * cleanly. Not covered here: tini itself, and the production-only node_modules (the repository's are used).
 */

interface RuntimeStage {
  workdir: string;
  user: string;
  env: Record<string, string>;
  entrypoint: string[];
  cmd: string[];
  healthcheck: string[];
  copies: Array<{ from: string; source: string; target: string }>;
}

function runtimeStage(dockerfile: string): RuntimeStage {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim());
  const start = lines
    .map((line, i) => (/^FROM\s/i.test(line) ? i : -1))
    .filter((i) => i >= 0)
    .at(-1)!;
  const stage: RuntimeStage = {
    workdir: '/',
    user: 'root',
    env: {},
    entrypoint: [],
    cmd: [],
    healthcheck: [],
    copies: [],
  };
  for (const line of lines.slice(start)) {
    const [instruction = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    switch (instruction.toUpperCase()) {
      case 'WORKDIR':
        stage.workdir = args;
        break;
      case 'USER':
        stage.user = args;
        break;
      case 'ENV':
        for (const [, key, value] of args.matchAll(/([A-Z_]+)=(\S+)/g)) stage.env[key!] = value!;
        break;
      case 'ENTRYPOINT':
        stage.entrypoint = JSON.parse(args) as string[];
        break;
      case 'CMD':
        stage.cmd = JSON.parse(args) as string[];
        break;
      case 'HEALTHCHECK':
        stage.healthcheck = JSON.parse(args.slice(args.indexOf('CMD ') + 4)) as string[];
        break;
      case 'COPY': {
        const parts = rest.filter((part) => !part.startsWith('--chown'));
        const from = parts.find((part) => part.startsWith('--from='))!.slice('--from='.length);
        const [source, target] = parts.filter((part) => !part.startsWith('--'));
        stage.copies.push({ from, source: source!, target: target! });
        break;
      }
    }
  }
  return stage;
}

const stage = runtimeStage(readFileSync(join(root, 'Dockerfile'), 'utf8'));
const appDir = mkdtempSync(join(tmpdir(), 'caseboard-image-'));
const dataDir = mkdtempSync(join(tmpdir(), 'caseboard-image-data-'));
let server: Started | undefined;

beforeAll(() => buildOnce(), 600_000);
afterAll(() => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(appDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the Dockerfile', () => {
  it('runs node under an init as an unprivileged user, with a health check', () => {
    expect(stage.user).toBe('node');
    expect(stage.entrypoint).toEqual(['tini', '--']);
    expect(stage.cmd[0]).toBe('node');
    expect(stage.healthcheck[0]).toBe('node');
    expect(stage.env).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', DATA_DIR: '/data' });
    // Only built output and production dependencies reach the image: no sources, no dev tooling.
    for (const copy of stage.copies.filter((c) => c.from === 'build'))
      expect(copy.source).toMatch(/\/(dist|drizzle|examples|package\.json)$/);
    expect(stage.copies.find((c) => c.target === 'node_modules')?.from).toBe('deps');
    expect(stage.copies.find((c) => c.target === 'apps/api/node_modules')?.from).toBe('deps');
  });

  it('starts from its entry command on its file layout, passes its health check and stops on SIGTERM', async () => {
    for (const copy of stage.copies.filter((c) => c.from === 'build')) {
      const source = join(root, copy.source.replace(/^\/app\//, ''));
      const target = join(appDir, copy.target);
      mkdirSync(join(target, '..'), { recursive: true });
      cpSync(source, target, { recursive: true });
    }
    // Dependencies come from the repository's install, at the places the image copies them to.
    for (const copy of stage.copies.filter((c) => c.from === 'deps')) {
      const target = join(appDir, copy.target);
      mkdirSync(join(target, '..'), { recursive: true });
      const source = join(root, copy.source.replace(/^\/app\//, ''));
      if (existsSync(source)) symlinkSync(source, target);
      else mkdirSync(target);
    }
    // The image's USER is unprivileged: as root here, run as uid/gid 1000 (the node user of the image).
    const asUser = process.getuid?.() === 0 ? { uid: 1000, gid: 1000 } : {};
    if ('uid' in asUser) {
      chmodSync(appDir, 0o755); // mkdtemp makes it private to root; the image's /app is readable
      chownSync(dataDir, 1000, 1000);
    }
    const port = await freePort();
    const [command, ...args] = stage.cmd;
    server = await startProcess(command === 'node' ? process.execPath : command!, args, {
      port,
      cwd: appDir,
      env: { ...stage.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, AI_DETECT_OLLAMA: 'false' },
      ...asUser,
    });
    const [check, ...checkArgs] = stage.healthcheck;
    const health = spawnSync(check === 'node' ? process.execPath : check!, checkArgs, {
      env: { PATH: process.env.PATH, PORT: String(port) },
      timeout: 30_000,
    });
    expect(health.status).toBe(0);
    const page = await fetch(`${server.base}/`);
    expect(page.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 300_000);
});
