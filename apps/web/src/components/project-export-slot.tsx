import type { ProjectSummary } from '@caseboard/contracts';
import { createContext, useContext, type ReactNode } from 'react';

export interface ProjectExportSlotProps {
  project: Pick<ProjectSummary, 'id' | 'name' | 'role' | 'isDemo'>;
}

const ProjectExportContext = createContext<((props: ProjectExportSlotProps) => ReactNode) | null>(null);

/**
 * The export menu (and the project theme it offers) belongs to the export feature; the app layer
 * provides it here and any project screen renders the slot, as with members (docs/decisions/009).
 */
export const ProjectExportProvider = ProjectExportContext.Provider;

export function ProjectExportSlot(props: ProjectExportSlotProps) {
  const render = useContext(ProjectExportContext);
  return render ? render(props) : null;
}
