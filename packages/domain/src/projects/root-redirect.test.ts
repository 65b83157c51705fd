import { describe, expect, it } from 'vitest';
import { rootRedirectTarget } from './root-redirect.js';

describe('rootRedirectTarget', () => {
  it('sends a user below the limit to the new-project screen', () => {
    expect(
      rootRedirectTarget({ projects: [{ id: 1, snapshotBody: { version: '1.1' } }], total: 1, maxProjects: 3 }),
    ).toBe('/projects/new');
  });

  it('opens the first project in the new workspace when its body carries a version', () => {
    const projects = [
      { id: 7, snapshotBody: { version: '1.1' } },
      { id: 8, snapshotBody: {} },
    ];
    expect(rootRedirectTarget({ projects, total: 3, maxProjects: 3 })).toBe('/projects/7');
  });

  it('opens an unversioned first project on the version 1.0 screen', () => {
    expect(
      rootRedirectTarget({ projects: [{ id: 9, snapshotBody: { issueTree: {} } }], total: 3, maxProjects: 3 }),
    ).toBe('/v1.0/projects/9');
  });

  it('falls back to the new-project screen when the limit is reached but no project is loaded', () => {
    expect(rootRedirectTarget({ projects: [], total: 3, maxProjects: 3 })).toBe('/projects/new');
  });
});
