import { useTranslation } from 'react-i18next';
import { useCommentsPanel } from '@/components/review-slot';
import { Button } from '@/components/ui/button';
import type { Project } from '@caseboard/contracts';
import { useThreadSummary } from '../api/review';

/** "Comments" in the workspace header, like "History", with the number of unread open threads. */
export default function CommentsToggle({ project }: { project: Pick<Project, 'id' | 'role' | 'isDemo'> }) {
  const { t } = useTranslation('review');
  const open = useCommentsPanel((s) => s.open && s.projectId === project.id);
  const summary = useThreadSummary(project.id, !project.isDemo);
  const unread = summary.data?.counts.unread ?? 0;
  return (
    <Button
      size="sm"
      variant={open ? 'secondary' : 'ghost'}
      aria-pressed={open}
      onClick={() => useCommentsPanel.getState().setOpen(project.id, !open)}
    >
      {t('title')}
      {unread > 0 ? (
        <span className="rounded-full bg-accent px-1.5 text-xs text-accent-ink tabular-nums">
          <span aria-hidden="true">{unread}</span>
          <span className="sr-only">{t('unreadCount', { count: unread })}</span>
        </span>
      ) : null}
    </Button>
  );
}
