import type { PresenceStep, PresentPerson } from '@caseboard/contracts';
import { createContext, useContext, useState, type ReactNode } from 'react';

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

/** Holds a project's live connection while it is rendered, and tells its state as it changes. */
export type LiveConnection = (props: { options: ProjectLiveOptions; onLive: (live: ProjectLive) => void }) => ReactNode;

const offline: ProjectLive = { people: [], you: null, status: 'offline' };
const ProjectLiveContext = createContext<LiveConnection | null>(null);

/**
 * The live connection of a project screen. The live feature owns it (features/live); the app layer
 * provides it here as a component loaded with the first project screen, as with the members slot
 * (docs/decisions/009-members-dialog-slot.md), so the workspace uses it without importing another
 * feature and the sign-in page does not carry it. Without a provider (a unit test) nothing connects.
 */
export const ProjectLiveProvider = ProjectLiveContext.Provider;

/** The live state of a project, and the element that holds its connection (render it once). */
export function useProjectLive(options: ProjectLiveOptions): { live: ProjectLive; connection: ReactNode } {
  const renderConnection = useContext(ProjectLiveContext);
  const [live, setLive] = useState<ProjectLive>(offline);
  const on = renderConnection !== null && options.enabled;
  return {
    live: on ? live : offline,
    connection: on ? renderConnection({ options, onLive: setLive }) : null,
  };
}
