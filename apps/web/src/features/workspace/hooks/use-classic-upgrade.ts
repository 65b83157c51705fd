import type { Project, ProjectSnapshot } from '@caseboard/contracts';
import { migrateLegacyDocument } from '@caseboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { confirm } from '@/lib/confirm';
import { projectKeys } from '@/lib/project-keys';
import { errorText } from '@/lib/project-store/error-text';
import { toast } from '@/lib/toast';
import { saveSnapshot } from '../api/save-snapshot';
import { isDirty } from '../store/document-store';
import { classicSnapshotContent, type ClassicSession } from './use-classic-session';

/**
 * "Upgrade to the new workspace": after a confirmation, saves what is pending, turns the 1.0 body
 * into 1.1 with the domain migration, stores it over the snapshot (If-Match, so nobody's newer save
 * is overwritten) and opens the project in the workspace. Edits are locked meanwhile; any failure
 * unlocks them and says why in a toast.
 */
export function useClassicUpgrade(project: Project, session: ClassicSession) {
  const { t } = useTranslation('workspace');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const upgrade = async () => {
    const accepted = await confirm({
      header: t('classic.upgrade.title'),
      message: t('classic.upgrade.body'),
      acceptLabel: t('classic.upgrade.accept'),
      icon: 'info',
    });
    if (!accepted) return;
    const { documents } = session;
    setBusy(true);
    documents.setState({ readOnly: true });
    try {
      await session.flush();
      const state = documents.getState();
      if (isDirty(state)) {
        toast.error(t('classic.upgrade.failed'), t('classic.upgrade.unsaved'));
        documents.setState({ readOnly: false });
        return;
      }
      const content = classicSnapshotContent(state.content);
      let document;
      try {
        document = migrateLegacyDocument(content.document, content.problemStatement);
      } catch {
        toast.error(t('classic.upgrade.failed'), t('classic.upgrade.invalid'));
        documents.setState({ readOnly: false });
        return;
      }
      const saved = await saveSnapshot({
        projectId: project.id,
        snapshotId: session.snapshotId,
        content: { problemStatement: content.problemStatement, document },
        revision: state.revision,
        autosave: false,
      });
      // The save answers only its revision: the snapshot is what was sent.
      const upgraded: ProjectSnapshot = {
        id: session.snapshotId,
        body: JSON.stringify(document),
        // The schema's own output (migrateLegacyDocument parses it), as the server would answer it.
        checked: true,
        problemStatement: content.problemStatement,
        revision: saved.revision,
        updatedAt: saved.updatedAt,
      };
      // The workspace route reads the cached project: it must see the 1.1 body, or it sends us back here.
      queryClient.setQueryData<Project>(projectKeys.detail(project.id), (current) =>
        current
          ? {
              ...current,
              projectSnapshots: current.projectSnapshots.map((snapshot) =>
                snapshot.id === upgraded.id ? upgraded : snapshot,
              ),
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: projectKeys.own() });
      toast.success(t('classic.upgrade.done'));
      // Replace: going back must not land on a classic URL that only forwards again.
      void navigate(paths.projects.project(project.id), { replace: true });
    } catch (error) {
      documents.setState({ readOnly: false });
      toast.error(t('classic.upgrade.failed'), isApiError(error) ? errorText(error) : undefined);
    } finally {
      setBusy(false);
    }
  };

  return { upgrade, busy };
}
