import type { Project } from '@caseboard/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { ProjectExportSlot } from '@/components/project-export-slot';
import { ProjectMembersSlot } from '@/components/project-members-slot';
import { CommentsToggleSlot } from '@/components/review-slot';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { useConfig } from '@/lib/get-config';
import { useCopyProject } from '@/lib/project-store/copy-project';
import { errorText } from '@/lib/project-store/error-text';
import { useUpdateProject } from '@/lib/project-store/update-project';
import { toast } from '@/lib/toast';
import type { WorkspaceSession } from '../hooks/use-workspace-session';
import { PresenceAvatars } from './presence';
import { SaveIndicator } from './save-indicator';

/** Project name (rename inline), model, members, save state, undo and redo, history; "Copy to my projects" on examples. */
export function WorkspaceHeader({ project, session }: { project: Project; session: WorkspaceSession }) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const config = useConfig();
  const update = useUpdateProject();
  const copy = useCopyProject();
  const navigate = useNavigate();
  const canUndo = useStore(session.documents, (s) => s.past.length > 0);
  const canRedo = useStore(session.documents, (s) => s.future.length > 0);
  const historyOpen = useStore(session.ui, (s) => s.historyOpen);
  const canRename = project.role === 'owner' || project.role === 'editor';
  const models = config.data?.models ?? [];

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line bg-surface px-4 py-2.5">
      <ProjectName
        name={project.name}
        editable={canRename && !project.isDemo}
        onRename={(name) => update.mutate({ id: project.id, changes: { name } })}
      />
      {project.isDemo ? (
        <span className="rounded-sm bg-accent-soft px-1.5 py-0.5 text-xs font-medium text-accent">
          {t('header.example')}
        </span>
      ) : null}
      <SaveIndicator state={session.saveState} readOnly={session.readOnly} />
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <PresenceAvatars />
        {!session.readOnly ? (
          <>
            <Button
              size="sm"
              variant="ghost"
              onClick={session.editor.undo}
              disabled={!canUndo}
              aria-keyshortcuts="Control+Z"
            >
              {t('header.undo')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={session.editor.redo}
              disabled={!canRedo}
              aria-keyshortcuts="Control+Y"
            >
              {t('header.redo')}
            </Button>
          </>
        ) : null}
        <label htmlFor={`${id}-model`} className="sr-only">
          {t('header.model')}
        </label>
        <select
          id={`${id}-model`}
          value={project.model}
          disabled={!canRename || project.isDemo}
          onChange={(event) => update.mutate({ id: project.id, changes: { model: event.target.value } })}
          className="h-8 max-w-56 rounded-md border border-line bg-surface px-2 text-sm"
        >
          {models.some((model) => model.id === project.model) ? null : (
            <option value={project.model}>{project.model}</option>
          )}
          {models.map((model) => (
            <option key={model.id} value={model.id}>
              {model.label}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          variant={historyOpen ? 'secondary' : 'ghost'}
          aria-pressed={historyOpen}
          onClick={() => session.ui.getState().setHistoryOpen(!historyOpen)}
        >
          {t('header.history')}
        </Button>
        <CommentsToggleSlot project={project} />
        <ProjectExportSlot project={project} />
        {project.isDemo ? (
          <Button
            size="sm"
            busy={copy.isPending}
            onClick={() =>
              copy.mutate(
                { id: project.id },
                {
                  onSuccess: (created) => void navigate(`/projects/${created.id}`),
                  onError: (error) => toast.error(t('header.copyFailed'), errorText(error)),
                },
              )
            }
          >
            {t('header.copyToMine')}
          </Button>
        ) : (
          <ProjectMembersSlot project={project} />
        )}
      </div>
    </div>
  );
}

function ProjectName({
  name,
  editable,
  onRename,
}: {
  name: string;
  editable: boolean;
  onRename: (name: string) => void;
}) {
  const { t } = useTranslation('workspace');
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  if (!editable) return <h1 className="text-base font-semibold">{name}</h1>;
  if (editing) {
    const commit = () => {
      setEditing(false);
      const next = value.trim();
      if (next && next !== name) onRename(next);
      else setValue(name);
    };
    return (
      <input
        autoFocus
        aria-label={t('header.rename')}
        value={value}
        maxLength={120}
        onChange={(event) => setValue(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') {
            setValue(name);
            setEditing(false);
          }
        }}
        className="h-8 w-80 rounded-md border border-accent px-2 text-base font-semibold"
      />
    );
  }
  return (
    <div className="flex items-center gap-1">
      <h1
        className="text-base font-semibold"
        onDoubleClick={() => {
          setValue(name);
          setEditing(true);
        }}
      >
        {name}
      </h1>
      <button
        type="button"
        onClick={() => {
          setValue(name);
          setEditing(true);
        }}
        aria-label={t('header.rename')}
        title={t('header.rename')}
        className="rounded-md p-1 text-ink-subtle hover:bg-surface-muted hover:text-ink"
      >
        <Icon name="pencil" className="size-3.5" />
      </button>
    </div>
  );
}
