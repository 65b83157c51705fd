import { LiveEventSchema, PRESENCE_INTERVAL_MS, type LiveEvent } from '@caseboard/contracts';
import { useEffect, useRef, useState } from 'react';
import type { ProjectLive, ProjectLiveOptions } from '@/components/project-live';
import { projectKeys } from '@/lib/project-keys';
import { queryClient } from '@/lib/query-client';
import { announcePresence, eventsUrl } from '../api/presence';

/** Reconnection waits: 1 s, doubling up to 30 s, with a little jitter so a restarted server is not stormed. */
export const reconnectDelay = (attempt: number) =>
  Math.min(30_000, 1_000 * 2 ** Math.min(attempt, 5)) * (0.8 + Math.random() * 0.4);

/**
 * The live connection of an open project: an EventSource on `GET /api/v1/projects/{id}/events`
 * (the session cookie authenticates it), reopened with backoff when it drops, and presence announced
 * every 20 s and whenever the step or the edited item changes. Every (re)connection starts with
 * `ready`, whose revisions let the screen catch up on anything missed while away.
 */
export function useProjectEvents(options: ProjectLiveOptions): ProjectLive {
  const { projectId, enabled, step, editing } = options;
  const [live, setLive] = useState<ProjectLive>({ people: [], you: null, status: 'connecting' });
  // The callbacks change with every render; the connection should not.
  const handlers = useRef(options);
  useEffect(() => {
    handlers.current = options;
  });

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const handle = (event: LiveEvent) => {
      switch (event.type) {
        case 'ready':
          attempt = 0;
          setLive({ people: event.people, you: event.you, status: 'live' });
          for (const revision of event.revisions) handlers.current.onRevision(revision);
          return;
        case 'revision':
          handlers.current.onRevision({ snapshotId: event.snapshotId, revision: event.revision });
          return;
        case 'presence':
          setLive((current) => ({ ...current, people: event.people }));
          return;
        case 'revoked':
          stopped = true;
          source?.close();
          setLive({ people: [], you: null, status: 'ended' });
          handlers.current.onRevoked?.();
          return;
        case 'closing':
          // The server is going away: reconnect (to another instance) after a short wait.
          source?.close();
          reconnect();
          return;
        case 'review':
          // Comments and reviews are refetched through their routes, which check access as always.
          void queryClient.invalidateQueries({ queryKey: projectKeys.review(projectId) });
          return;
        case 'members':
          void queryClient.invalidateQueries({ queryKey: projectKeys.membersAll(projectId) });
          void queryClient.invalidateQueries({ queryKey: projectKeys.review(projectId) });
          return;
        case 'project':
          return;
      }
    };

    const connect = () => {
      if (stopped) return;
      setLive((current) => ({ ...current, status: current.status === 'live' ? 'live' : 'connecting' }));
      source = new EventSource(eventsUrl(projectId));
      source.onmessage = (message: MessageEvent<string>) => {
        try {
          const parsed = LiveEventSchema.safeParse(JSON.parse(message.data));
          if (parsed.success) handle(parsed.data);
        } catch {
          // not ours: ignore
        }
      };
      // EventSource retries by itself only on some failures (never after a 4xx or 5xx answer): close it
      // and reconnect here, with backoff, in every case.
      source.onerror = () => {
        source?.close();
        setLive((current) => ({ ...current, status: 'offline' }));
        reconnect();
      };
    };
    const reconnect = () => {
      if (stopped) return;
      clearTimeout(retry);
      retry = setTimeout(connect, reconnectDelay(attempt));
      attempt += 1;
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [projectId, enabled]);

  // Presence: at once on a change of place, then every 20 s while the page is open.
  useEffect(() => {
    if (!enabled || step === null) return undefined;
    const announce = () =>
      void announcePresence(projectId, { step, editing }).catch(() => {
        // Presence is a courtesy: a failed announcement is repeated with the next one.
      });
    announce();
    const timer = setInterval(announce, PRESENCE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [projectId, enabled, step, editing]);

  return enabled ? live : { people: [], you: null, status: 'offline' };
}
