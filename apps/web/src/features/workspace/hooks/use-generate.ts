import type { ArtefactKind, GenerationContext, GenerationRequest, ProjectDocument } from '@caseboard/contracts';
import { applyArtefact, briefProposals, isTargetEmpty, type DocumentArtefact } from '@caseboard/domain';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useConfig } from '@/lib/get-config';
import { toast } from '@/lib/toast';
import { generateArtefact } from '../api/generate';
import type { WorkspaceSession } from './use-workspace-session';

export type GeneratableKind = DocumentArtefact['kind'];

/** What each artefact needs from the chain so far (smaller requests, and the 256 KB limit holds). */
function contextFor(kind: GeneratableKind, document: ProjectDocument, focusNodeId?: string): GenerationContext {
  const { brief, issueTree, hypothesisTree, workplan, analyses, storyline } = document;
  const context: GenerationContext = { brief };
  if (kind === 'issue-tree' && focusNodeId && issueTree) context.issueTree = issueTree;
  if (['brief', 'hypothesis-tree'].includes(kind) && issueTree) context.issueTree = issueTree;
  if (kind !== 'issue-tree' && hypothesisTree && (kind !== 'hypothesis-tree' || focusNodeId))
    context.hypothesisTree = hypothesisTree;
  if (
    ['analysis-instructions', 'analysis-simulation', 'hypothesis-status', 'storyline'].includes(kind) &&
    workplan.length > 0
  )
    context.workplan = workplan;
  if (['hypothesis-status', 'storyline'].includes(kind) && analyses.length > 0) context.analyses = analyses;
  if (kind === 'storyline' && storyline) context.storyline = storyline;
  if (focusNodeId) context.focusNodeId = focusNodeId;
  return context;
}

/**
 * Runs a generation for the open project, streaming: progress shows while it grows, Cancel aborts it
 * (and the server cancels the provider call). On an empty step the result fills it; otherwise it
 * becomes a proposal the user accepts whole, per node, or rejects. A brief fills its empty fields at
 * once and proposes the rest, field by field. Failures show a toast with Retry.
 */
export function useGenerate(session: Pick<WorkspaceSession, 'projectId' | 'documents' | 'ui'>, model: string) {
  const { t, i18n } = useTranslation('workspace');
  const config = useConfig();

  const generate = async (kind: GeneratableKind, options: { focusNodeId?: string } = {}): Promise<void> => {
    const { ui, documents } = session;
    if (ui.getState().running) return;
    const { content } = documents.getState();
    const request: GenerationRequest = {
      problemStatement: content.problemStatement.trim() || content.document.brief.keyQuestion || '?',
      projectId: session.projectId,
      model,
      locale: i18n.language === 'de' ? 'de' : 'en',
      context: contextFor(kind, content.document, options.focusNodeId),
    };
    const controller = new AbortController();
    ui.getState().start({ kind, abort: () => controller.abort() });
    try {
      const { artefact, meta } = await generateArtefact(kind as ArtefactKind, request, {
        base: config.data?.consultingApiBase,
        signal: controller.signal,
        onPartial: (partial) => ui.getState().progress(partial),
      });
      const current = documents.getState().content.document;
      const input = { kind, artefact } as DocumentArtefact;
      if (input.kind === 'brief') {
        // One undo step fills what is empty; what the team wrote is only ever replaced by choice.
        const before = current.brief;
        documents.getState().apply((doc) => applyArtefact(doc, input, { onlyEmpty: true }), { milestone: true });
        const after = documents.getState().content.document.brief;
        const filled = after !== before;
        const pending = briefProposals(after, input.artefact).length;
        if (pending > 0) ui.getState().propose({ kind, artefact, meta });
        if (filled && pending === 0) toast.success(t('generate.filled', { artefact: t('generate.kinds.brief') }));
        else if (filled) toast.info(t('generate.briefPartly', { count: pending }));
        else if (pending === 0) toast.info(t('proposal.noChanges'));
      } else if (!options.focusNodeId && isTargetEmpty(current, kind)) {
        documents.getState().apply((doc) => applyArtefact(doc, input), { milestone: true });
        toast.success(t('generate.filled', { artefact: t(`generate.kinds.${kind}`) }));
      } else {
        ui.getState().propose({
          kind,
          artefact,
          meta,
          ...(options.focusNodeId ? { focusNodeId: options.focusNodeId } : {}),
        });
      }
    } catch (error) {
      if (controller.signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) {
        toast.info(t('generate.cancelled'));
      } else {
        const code = isApiError(error) ? error.code : 'unexpected_response';
        toast.show({
          severity: 'error',
          summary: t('generate.failed', { artefact: t(`generate.kinds.${kind}`) }),
          detail: i18n.exists(`workspace:generate.errors.${code}`)
            ? t(`generate.errors.${code}` as never)
            : t('generate.errors.unexpected_response'),
          action: { label: t('generate.retry'), onClick: () => void generate(kind, options) },
        });
      }
    } finally {
      ui.getState().finish();
    }
  };
  return generate;
}
