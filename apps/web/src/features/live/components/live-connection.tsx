import { useEffect } from 'react';
import type { ProjectLive, ProjectLiveOptions } from '@/components/project-live';
import { useProjectEvents } from '../hooks/use-project-events';

/**
 * The live connection as a component (components/project-live.tsx): it loads with the first project
 * screen, holds the connection while it is rendered and reports each new state.
 */
export default function LiveConnection({
  options,
  onLive,
}: {
  options: ProjectLiveOptions;
  onLive: (live: ProjectLive) => void;
}) {
  const live = useProjectEvents(options);
  useEffect(() => onLive(live), [live, onLive]);
  return null;
}
