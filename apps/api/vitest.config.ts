import { defineProject, mergeConfig } from 'vitest/config';
import { nodeProject } from '../../vitest.shared.js';

export default mergeConfig(
  nodeProject('api', { testTimeout: 30_000 }),
  defineProject({ test: { globalSetup: ['test/support/global-setup.ts'], hookTimeout: 60_000 } }),
);
