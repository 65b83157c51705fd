import type { PresenceInput } from '@caseboard/contracts';
import { apiFetch } from '@/lib/api-client';

/** Announces where the caller is in a project (repeated every 20 s while the project is open). */
export const announcePresence = (projectId: number, input: PresenceInput) =>
  apiFetch<undefined>(`/api/v1/projects/${projectId}/presence`, { method: 'POST', body: input });

export const eventsUrl = (projectId: number) => `/api/v1/projects/${projectId}/events`;
