import type { PresenceStep, PresentPerson } from '@caseboard/contracts';
import { createContext, useContext } from 'react';

/** What a project screen tells the live connection, and what it hears (docs/decisions/033-live-updates.md). */
export interface ProjectLiveOptions {
  projectId: number;
  /** False: no connection (a worked example, a screen without live updates). */
  enabled: boolean;
  /** Where the user is, announced as presence (null: announce nothing). */
  step: PresenceStep | null;
  /** The item the user edits (a node id), shown to the others. */
  editing: string | null;
  /** A snapshot has a newer revision than this screen may hold: on an event, and on every (re)connection. */
  onRevision(notice: { snapshotId: number; revision: number }): void;
  /** The caller lost access to the project: the stream ended for good. */
  onRevoked?(): void;
}

export interface ProjectLive {
  /** Everyone who has the project open, the caller included. */
  people: PresentPerson[];
  /** The caller's user id, once the stream said it. */
  you: number | null;
  status: 'connecting' | 'live' | 'offline' | 'ended';
}

type UseProjectLive = (options: ProjectLiveOptions) => ProjectLive;

const offline: ProjectLive = { people: [], you: null, status: 'offline' };
const ProjectLiveContext = createContext<UseProjectLive>(() => offline);

/**
 * The live connection of a project screen. The live feature owns it (features/live); the app layer
 * provides its hook here, as with the members slot (docs/decisions/009-members-dialog-slot.md), so
 * the workspace uses it without importing another feature. Without a provider (a unit test) nothing
 * connects.
 */
export const ProjectLiveProvider = ProjectLiveContext.Provider;

export function useProjectLive(options: ProjectLiveOptions): ProjectLive {
  const connect = useContext(ProjectLiveContext);
  return connect(options);
}
