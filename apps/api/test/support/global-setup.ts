import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureTemplate } from '../../src/db/template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** One migrated PGlite template per run (cached across runs by migration hash); each test file loads a copy. */
export default async function setup(project: TestProject) {
  const cacheDir = join(import.meta.dirname, '../../../../node_modules/.cache/caseboard');
  project.provide('pgliteTemplate', await ensureTemplate(cacheDir));
}
