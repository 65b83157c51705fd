import { PageTitle } from '@/components/page-title';
import type { LegacyDocument, Project } from '@caseboard/contracts';
import { LEGACY_LIMITS, classicCommands, compareLegacyDocuments } from '@caseboard/domain';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { ProjectExportSlot } from '@/components/project-export-slot';
import { ProjectMembersSlot } from '@/components/project-members-slot';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCopyProject } from '@/lib/project-store/copy-project';
import { errorText } from '@/lib/project-store/error-text';
import { toast } from '@/lib/toast';
import { useClassicSession, type ClassicSession } from '../../hooks/use-classic-session';
import { useClassicUpgrade } from '../../hooks/use-classic-upgrade';
import { ConflictDialogFrame } from '../conflict-dialog';
import { SaveIndicator } from '../save-indicator';
import { ClassicHypotheses } from './classic-hypotheses';
import { ClassicIssueTree } from './classic-issue-tree';
import { ClassicStoryline } from './classic-storyline';
import { AutoTextarea } from '@/components/ui/auto-textarea';

/**
 * A version 1.0 project on one page, as the classic editor showed it: problem statement, issue
 * tree, hypotheses and storyline. Owners and editors change it (autosaved like the workspace) and
 * may upgrade it to the new workspace; viewers and the worked example read it.
 */
export function ClassicProject({ project, document }: { project: Project; document: LegacyDocument }) {
  const { t } = useTranslation('workspace');
  const session = useClassicSession(project, document);
  const content = useStore(session.documents, (s) => s.content);
  const locked = useStore(session.documents, (s) => s.readOnly);
  const { readOnly, editor } = session;

  const differences = useMemo(
    () =>
      session.conflict
        ? compareLegacyDocuments(session.conflict.theirs, content).map(({ part, issueTree }) => ({
            key: part,
            label: t(
              `classic.${part === 'issueTree' ? 'issues' : part === 'problemStatement' ? 'problem' : part}.title`,
            ),
            text: issueTree
              ? `+${issueTree.summary.added} −${issueTree.summary.removed} ~${issueTree.summary.changed} ↕${issueTree.summary.moved}`
              : undefined,
          }))
        : [],
    [session.conflict, content, t],
  );

  return (
    <div className="mx-auto w-full max-w-4xl px-6 pt-6 pb-16">
      <ClassicHeader project={project} session={session} />
      {/* While the upgrade runs the document is locked: a disabled fieldset says so to every control in it. */}
      <fieldset disabled={locked && !readOnly} className="m-0 flex min-w-0 flex-col gap-10 border-0 p-0">
        <ProblemStatement
          value={content.problemStatement}
          readOnly={readOnly}
          onChange={(text) => editor.run(classicCommands.setProblemStatement({ text }))}
        />
        <ClassicIssueTree document={content.document} readOnly={readOnly} run={editor.run} />
        <ClassicHypotheses document={content.document} readOnly={readOnly} run={editor.run} />
        <ClassicStoryline document={content.document} readOnly={readOnly} run={editor.run} />
      </fieldset>
      {session.conflict ? (
        <ConflictDialogFrame
          revision={session.conflict.revision}
          differences={differences}
          onKeepMine={session.keepMine}
          onTakeTheirs={session.takeTheirs}
        />
      ) : null}
    </div>
  );
}

function ClassicHeader({ project, session }: { project: Project; session: ClassicSession }) {
  const { t } = useTranslation(['workspace', 'common', 'projects']);
  const navigate = useNavigate();
  const copy = useCopyProject();
  const { upgrade, busy } = useClassicUpgrade(project, session);
  const canUndo = useStore(session.documents, (s) => s.past.length > 0);
  const canRedo = useStore(session.documents, (s) => s.future.length > 0);
  const canEdit = !session.readOnly;

  return (
    <header className="flex flex-col gap-3 pb-8">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <PageTitle title={project.name} crumb />
          <h1 className="text-xl font-semibold break-words">{project.name}</h1>
          <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
            <span className="rounded-sm bg-accent-soft px-1.5 py-0.5 text-xs font-medium text-accent">
              {project.isDemo ? t('classic.example') : t(`projects:roles.${project.role}`)}
            </span>
            <span>{t('classic.format')}</span>
            <SaveIndicator state={session.saveState} readOnly={session.readOnly} />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {canEdit ? (
            <>
              <Button size="sm" variant="ghost" disabled={!canUndo} onClick={session.editor.undo}>
                {t('classic.undo')}
              </Button>
              <Button size="sm" variant="ghost" disabled={!canRedo} onClick={session.editor.redo}>
                {t('classic.redo')}
              </Button>
            </>
          ) : null}
          <ProjectExportSlot project={project} />
          {project.isDemo ? (
            <Button
              size="sm"
              busy={copy.isPending}
              onClick={() =>
                copy.mutate(
                  { id: project.id },
                  {
                    onSuccess: (created) => {
                      toast.success(t('classic.copy.done', { name: created.name }));
                      void navigate(paths.classic.project(created.id));
                    },
                    onError: (error) => toast.error(t('classic.copy.failed'), errorText(error)),
                  },
                )
              }
            >
              {t('classic.copy.action')}
            </Button>
          ) : (
            <ProjectMembersSlot project={project} />
          )}
          {canEdit ? (
            <Button size="sm" busy={busy} onClick={() => void upgrade()}>
              {t('classic.upgrade.action')}
            </Button>
          ) : null}
        </div>
      </div>
      {canEdit ? <p className="text-sm text-ink-muted">{t('classic.upgrade.hint')}</p> : null}
      {(project.role === 'viewer' || project.role === 'commenter') && !project.isDemo ? (
        <p className="text-sm text-ink-muted">{t('classic.readOnly')}</p>
      ) : null}
    </header>
  );
}

function ProblemStatement({
  value,
  readOnly,
  onChange,
}: {
  value: string;
  readOnly: boolean;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation('workspace');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-base font-semibold">
        {t('classic.problem.title')}
      </h2>
      {readOnly ? (
        <p className="mt-2 text-sm leading-6 whitespace-pre-line">
          {value || <span className="text-ink-muted">{t('classic.problem.empty')}</span>}
        </p>
      ) : (
        <AutoTextarea
          aria-labelledby={headingId}
          value={value}
          rows={4}
          maxLength={LEGACY_LIMITS.problemStatement}
          placeholder={t('classic.problem.placeholder')}
          onChange={(event) => onChange(event.target.value)}
          className="mt-2 min-h-24 w-full rounded-md border border-line bg-surface px-3 py-2 text-sm leading-6 placeholder:text-ink-subtle focus:border-accent"
        />
      )}
    </section>
  );
}
