import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every workspace; each workspace has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/web', 'scripts'],
    // Vitest's default is one worker fewer than the machine has cores: one on the two-core machines CI
    // runs on, where a third of the machine then sat idle while tests waited on servers, mail and
    // databases. Two workers there: the whole run 842 s -> 645 s, the PostgreSQL suite 457 s -> 335 s.
    // Test files never share state (each has its own database, ports and data directory; concurrent
    // builds take turns, scripts/build.mjs).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
