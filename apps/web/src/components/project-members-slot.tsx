import type { ProjectSummary } from '@caseboard/contracts';
import { createContext, useContext, type ReactNode } from 'react';

export interface ProjectMembersSlotProps {
  project: Pick<ProjectSummary, 'id' | 'name' | 'role' | 'owner' | 'memberId' | 'isDemo'>;
}

const ProjectMembersContext = createContext<((props: ProjectMembersSlotProps) => ReactNode) | null>(null);

/**
 * Every project screen offers the members dialog, but features do not import each other: the
 * projects feature owns the dialog, the app layer provides it here, and any screen renders the slot
 * (see docs/decisions/009-members-dialog-slot.md).
 */
export const ProjectMembersProvider = ProjectMembersContext.Provider;

export function ProjectMembersSlot(props: ProjectMembersSlotProps) {
  const render = useContext(ProjectMembersContext);
  return render ? render(props) : null;
}
