import type { AnchorKind, Project, ThreadAnchor } from '@caseboard/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCommentsPanel, useReviewAvailable } from '@/components/review-slot';
import type { Step } from '../lib/steps';
import type { WorkspaceReview } from '../lib/review-mount';
import type { WorkspaceSession } from './use-workspace-session';

/** Where an anchored item is drawn: the attribute the workspace puts on rows, cards and sections. */
export const anchorSelector = (kind: AnchorKind, id: string) => `[data-anchor="${CSS.escape(`${kind}:${id}`)}"]`;

/**
 * The workspace's side of team review (docs/decisions/028-team-review.md): whether the comments panel
 * is open, `?thread=` links that open it on a thread, "locate" (open the step, select or scroll to the
 * item) and "Comment" on an item for those who may comment.
 */
export function useReviewMount(project: Project, session: WorkspaceSession, step: Step, basePath: string) {
  const available = useReviewAvailable();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The panel's state names its project, so a panel left open elsewhere never shows here.
  const open = useCommentsPanel((s) => s.open && s.projectId === project.id);
  const linked = Number(params.get('thread'));

  useEffect(() => {
    if (!Number.isInteger(linked) || linked <= 0) return;
    useCommentsPanel.getState().openThread(project.id, linked);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('thread');
        return next;
      },
      { replace: true },
    );
  }, [linked, project.id, setParams]);

  const onLocate = useCallback(
    (anchor: ThreadAnchor) => {
      if (anchor.step !== step) void navigate(`${basePath}/${anchor.step}`);
      if (anchor.kind === 'node') {
        const view = anchor.step === 'hypotheses' ? session.hypothesisView : session.issueView;
        view.getState().select(anchor.id);
        view.getState().requestFocus();
      }
      // The step renders after navigation: look for the item for a moment, then bring it into view.
      let tries = 0;
      const find = () => {
        const element = document.querySelector<HTMLElement>(anchorSelector(anchor.kind, anchor.id));
        if (element) {
          element.scrollIntoView({ block: 'center', behavior: 'smooth' });
          // An item shown by choosing it (an analysis in the list) is chosen; others take the focus.
          const target = element.querySelector<HTMLElement>('[data-locate-target]');
          if (target) target.click();
          if (anchor.kind !== 'node') (target ?? element).focus({ preventScroll: true });
        } else if (tries++ < 20) {
          requestAnimationFrame(find);
        }
      };
      requestAnimationFrame(find);
    },
    [basePath, navigate, session.hypothesisView, session.issueView, step],
  );

  const canComment = available && !project.isDemo && project.role !== 'viewer';
  const review = useMemo<WorkspaceReview>(
    () => ({
      projectId: project.id,
      step,
      onComment: canComment
        ? (kind, id) => useCommentsPanel.getState().startThread(project.id, { kind, id, step })
        : undefined,
    }),
    [canComment, project.id, step],
  );
  return { open, onLocate, review };
}
