import type { ArtefactKind, GenerationContext, GenerationRequest, ProjectDocument } from '@caseboard/contracts';
import {
  briefProposals,
  commands,
  isReadingStale,
  isTargetEmpty,
  needsArchetypeChoice,
  protectTeamNodes,
  type DocumentArtefact,
} from '@caseboard/domain';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useConfig } from '@/lib/get-config';
import { toast } from '@/lib/toast';
import { generateArtefact } from '../api/generate';
import { statementOf } from '../lib/reading';
import type { SnapshotContent } from '../store/document-store';
import type { PendingGeneration } from '../store/workspace-store';
import type { WorkspaceSession } from './use-workspace-session';

export type GeneratableKind = DocumentArtefact['kind'];

/**
 * "Generate again" on a whole tree proposes around the team's work: the nodes the team wrote or edited stay
 * as they left them (document/team-work.ts), so the proposal never deletes or rewords them. Regenerating
 * one branch ("Expand this node") is asked for, and may replace that branch.
 */
function aroundTeamWork(current: ProjectDocument, input: DocumentArtefact): DocumentArtefact['artefact'] {
  if (input.kind === 'issue-tree') return protectTeamNodes(current.issueTree, input.artefact).tree;
  if (input.kind === 'hypothesis-tree') return protectTeamNodes(current.hypothesisTree, input.artefact).tree;
  return input.artefact;
}

/** The artefacts that start the chain: before them, a statement without a current reading is read first. */
const READ_FIRST: readonly GeneratableKind[] = ['brief', 'issue-tree'];

/**
 * What each artefact needs from the chain so far (smaller requests, and the 256 KB limit holds). Every
 * kind gets the reading; a tree step that holds a tree gets it back, so "Generate again" proposes another
 * split around the team's own nodes and "Expand this node" finds its node.
 */
export function contextFor(
  kind: GeneratableKind | 'reading',
  document: ProjectDocument,
  focusNodeId?: string,
): GenerationContext {
  const { reading, brief, issueTree, hypothesisTree, workplan, analyses, storyline } = document;
  const context: GenerationContext = { brief };
  if (kind === 'reading') return context;
  if (reading) context.reading = reading;
  if (kind === 'issue-tree' && issueTree && (focusNodeId || !isTargetEmpty(document, 'issue-tree')))
    context.issueTree = issueTree;
  if (['brief', 'hypothesis-tree'].includes(kind) && issueTree) context.issueTree = issueTree;
  if (
    kind !== 'issue-tree' &&
    hypothesisTree &&
    (kind !== 'hypothesis-tree' || focusNodeId || !isTargetEmpty(document, 'hypothesis-tree'))
  )
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

export interface GenerationActions {
  /**
   * Generates an artefact. Before the brief and the issue tree, a statement without a current reading is
   * read first; when the reader is unsure of the kind of problem, nothing is generated: the generation
   * waits (`pending` in the UI store) and `onAsk` shows the question.
   */
  generate(kind: GeneratableKind, options?: { focusNodeId?: string }): Promise<void>;
  /** Reads the statement (again) and proposes the reading; a confirmed reading of the same statement stays. */
  read(): Promise<void>;
  /** Runs the generation that waited for the reading (after the consultant confirmed it); returns it, or null. */
  resume(): PendingGeneration | null;
}

/**
 * Runs generations for the open project, streaming: progress shows while it grows, Cancel aborts it
 * (and the server cancels the provider call). On an empty step the result fills it; otherwise it
 * becomes a proposal the user accepts whole, per node, or rejects. A brief fills its empty fields at
 * once and proposes the rest, field by field. Failures show a toast with Retry.
 */
export function useGenerate(
  session: Pick<WorkspaceSession, 'projectId' | 'documents' | 'editor' | 'ui'>,
  model: string,
  { onAsk }: { onAsk?: (pending: PendingGeneration) => void } = {},
): GenerationActions {
  const { t, i18n } = useTranslation('workspace');
  const config = useConfig();
  const { ui, documents, editor } = session;

  const requestFor = (
    kind: GeneratableKind | 'reading',
    content: SnapshotContent,
    focusNodeId?: string,
  ): GenerationRequest => ({
    problemStatement: statementOf(content.problemStatement, content.document.brief),
    projectId: session.projectId,
    model,
    locale: i18n.language === 'de' ? 'de' : 'en',
    context: contextFor(kind, content.document, focusNodeId),
  });

  /** Reads the statement and stores the reading as a proposal; true when the document's reading changed. */
  const readInto = async (signal: AbortSignal): Promise<boolean> => {
    const { content } = documents.getState();
    const { artefact } = await generateArtefact('reading', requestFor('reading', content), {
      base: config.data?.consultingApiBase,
      signal,
    });
    const before = documents.getState().content.document;
    editor.run(commands.setReading({ reading: artefact }));
    return documents.getState().content.document !== before;
  };

  const failed = (error: unknown, aborted: boolean, summary: string, retry: () => void) => {
    if (aborted || (error instanceof DOMException && error.name === 'AbortError')) {
      toast.info(t('generate.cancelled'));
      return;
    }
    const code = isApiError(error) ? error.code : 'unexpected_response';
    toast.show({
      severity: 'error',
      summary,
      detail: i18n.exists(`workspace:generate.errors.${code}`)
        ? t(`generate.errors.${code}` as never)
        : t('generate.errors.unexpected_response'),
      action: { label: t('generate.retry'), onClick: retry },
    });
  };

  const read = async (): Promise<void> => {
    if (ui.getState().running) return;
    const controller = new AbortController();
    ui.getState().start({ kind: 'reading', abort: () => controller.abort() });
    try {
      const changed = await readInto(controller.signal);
      if (!changed) toast.info(t('reading.unchanged'));
    } catch (error) {
      failed(error, controller.signal.aborted, t('reading.readFailed'), () => void read());
    } finally {
      ui.getState().finish();
    }
  };

  const generate = async (kind: GeneratableKind, options: { focusNodeId?: string } = {}): Promise<void> => {
    if (ui.getState().running) return;
    ui.getState().setPending(null);
    const controller = new AbortController();
    ui.getState().start({ kind, abort: () => controller.abort() });
    try {
      if (READ_FIRST.includes(kind)) {
        const { content } = documents.getState();
        const statement = statementOf(content.problemStatement, content.document.brief);
        if (isReadingStale(content.document.reading, statement)) {
          ui.getState().setPhase('reading');
          await readInto(controller.signal);
          ui.getState().setPhase(undefined);
        }
        if (needsArchetypeChoice(documents.getState().content.document.reading)) {
          const pending: PendingGeneration = {
            kind,
            ...(options.focusNodeId ? { focusNodeId: options.focusNodeId } : {}),
          };
          ui.getState().setPending(pending);
          toast.info(t('reading.askToast'));
          onAsk?.(pending);
          return;
        }
      }
      const request = requestFor(kind, documents.getState().content, options.focusNodeId);
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
        editor.run(commands.applyArtefact({ input, onlyEmpty: true }));
        const after = documents.getState().content.document.brief;
        const filled = after !== before;
        const pending = briefProposals(after, input.artefact).length;
        if (pending > 0) ui.getState().propose({ kind, artefact, meta });
        if (filled && pending === 0) toast.success(t('generate.filled', { artefact: t('generate.kinds.brief') }));
        else if (filled) toast.info(t('generate.briefPartly', { count: pending }));
        else if (pending === 0) toast.info(t('proposal.noChanges'));
      } else if (!options.focusNodeId && isTargetEmpty(current, kind)) {
        editor.run(commands.applyArtefact({ input }));
        toast.success(t('generate.filled', { artefact: t(`generate.kinds.${kind}`) }));
      } else {
        ui.getState().propose({
          kind,
          artefact: options.focusNodeId ? artefact : aroundTeamWork(current, input),
          meta,
          ...(options.focusNodeId ? { focusNodeId: options.focusNodeId } : {}),
        });
      }
    } catch (error) {
      failed(
        error,
        controller.signal.aborted,
        t('generate.failed', { artefact: t(`generate.kinds.${kind}`) }),
        () => void generate(kind, options),
      );
    } finally {
      ui.getState().finish();
    }
  };
  const resume = (): PendingGeneration | null => {
    const waiting = ui.getState().pending;
    if (!waiting) return null;
    ui.getState().setPending(null);
    void generate(waiting.kind, waiting.focusNodeId ? { focusNodeId: waiting.focusNodeId } : {});
    return waiting;
  };

  return { generate, read, resume };
}
