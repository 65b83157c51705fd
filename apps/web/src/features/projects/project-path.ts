import type { ProjectSummary } from '@caseboard/contracts';
import { paths } from '@/config/paths';

/** Where a project opens: the current workspace for versioned documents, the 1.0 screen otherwise. */
export function projectPath(project: Pick<ProjectSummary, 'id' | 'isDemo' | 'documentVersion'>): string {
  if (project.documentVersion) return paths.projects.project(project.id);
  return project.isDemo ? paths.classic.example : paths.classic.project(project.id);
}
