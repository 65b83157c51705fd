import { defineConfig } from 'vitest/config';

// One run covers every workspace; each workspace has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/web', 'scripts'],
  },
});
