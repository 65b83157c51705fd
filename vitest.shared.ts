import { defineProject } from 'vitest/config';

/**
 * Node-side workspaces test their sources directly: the `@caseboard/source` export condition resolves
 * `@caseboard/*` packages to `src/*.ts`, so no build is needed before `vitest`.
 */
export function nodeProject(name: string, overrides: { testTimeout?: number; include?: string[] } = {}) {
  return defineProject({
    resolve: { conditions: ['@caseboard/source'] },
    ssr: { resolve: { conditions: ['@caseboard/source'] } },
    test: {
      name,
      environment: 'node',
      include: overrides.include ?? ['src/**/*.test.ts', 'test/**/*.test.ts'],
      testTimeout: overrides.testTimeout ?? 10_000,
    },
  });
}
