import type { BriefField, ProblemReading, ProjectDocument, WorkplanRow } from '@caseboard/contracts';
import { applyArtefact, type DocumentArtefact } from '../document/apply-artefact.js';
import { linkWorkplanRow } from '../document/document-ops.js';
import { confirmReading, editReading, proposeReading, type ReadingEdit } from '../document/reading.js';
import { protectTeamNodes } from '../document/team-work.js';
import type { BriefValue } from '../document/brief.js';
import { command, type EditorContent } from './types.js';

/** Runs a pure document function; the same document back means the command changed nothing. */
export function onDocument(
  content: EditorContent,
  operation: (document: ProjectDocument) => ProjectDocument,
): EditorContent {
  const document = operation(content.document);
  return document === content.document ? content : { ...content, document };
}

/** What the team may change of a work-plan row (its id stays). */
export type WorkplanRowPatch = Partial<Omit<WorkplanRow, 'id'>>;

/** A row's analysis entry follows its row's hypothesis and title. */
function updateRow(document: ProjectDocument, rowId: string, patch: WorkplanRowPatch): ProjectDocument {
  const row = document.workplan.find((r) => r.id === rowId);
  if (!row) return document;
  const { hypothesisId, ...rest } = patch;
  const keys = Object.keys(rest) as Array<keyof typeof rest>;
  let next = document;
  if (keys.some((key) => row[key] !== rest[key])) {
    next = {
      ...next,
      workplan: next.workplan.map((r) => (r.id === rowId ? { ...r, ...rest } : r)),
      analyses:
        rest.analysis !== undefined
          ? next.analyses.map((a) => (a.id === rowId ? { ...a, title: rest.analysis! } : a))
          : next.analyses,
    };
  }
  return hypothesisId === undefined ? next : linkWorkplanRow(next, rowId, hypothesisId);
}

/** The artefact as a plain value: `onlyIds` travels as an array so the command stays serialisable. */
export interface ArtefactArgs {
  input: DocumentArtefact;
  focusNodeId?: string;
  onlyIds?: string[];
  onlyEmpty?: boolean;
}

function takeArtefact(document: ProjectDocument, args: ArtefactArgs): ProjectDocument {
  let input = args.input;
  // A whole tree taken in keeps the team's nodes; "expand this node" (a focus) regenerates only that branch.
  if (!args.focusNodeId && input.kind === 'issue-tree')
    input = { ...input, artefact: protectTeamNodes(document.issueTree, input.artefact).tree };
  if (!args.focusNodeId && input.kind === 'hypothesis-tree')
    input = { ...input, artefact: protectTeamNodes(document.hypothesisTree, input.artefact).tree };
  return applyArtefact(document, input, {
    ...(args.focusNodeId ? { focusNodeId: args.focusNodeId } : {}),
    ...(args.onlyIds ? { onlyIds: new Set(args.onlyIds) } : {}),
    ...(args.onlyEmpty ? { onlyEmpty: true } : {}),
  });
}

export const documentCommands = {
  setProblemStatement: command<{ text: string }>({
    apply: (content, args) =>
      content.problemStatement === args.text ? content : { ...content, problemStatement: args.text },
    mergeKey: () => 'problemStatement',
  }),
  setBriefField: command<{ field: BriefField; value: BriefValue }>({
    apply: (content, args) =>
      onDocument(content, (document) =>
        sameValue(document.brief[args.field], args.value)
          ? document
          : { ...document, brief: { ...document.brief, [args.field]: args.value } },
      ),
    mergeKey: (args) => `brief.${args.field}`,
  }),
  setReading: command<{ reading: ProblemReading }>({
    apply: (content, args) => onDocument(content, (document) => proposeReading(document, args.reading)),
    milestone: true,
  }),
  editReading: command<{ edit: ReadingEdit }>({
    apply: (content, args) => onDocument(content, (document) => editReading(document, args.edit)),
    mergeKey: (args) => `reading.${args.edit.field}`,
  }),
  confirmReading: command<Record<string, never>>({
    apply: (content) => onDocument(content, confirmReading),
  }),
  addWorkplanRow: command<{ row: WorkplanRow }>({
    apply: (content, args) =>
      onDocument(content, (document) =>
        document.workplan.some((r) => r.id === args.row.id)
          ? document
          : { ...document, workplan: [...document.workplan, args.row] },
      ),
  }),
  updateWorkplanRow: command<{ rowId: string; patch: WorkplanRowPatch }>({
    apply: (content, args) => onDocument(content, (document) => updateRow(document, args.rowId, args.patch)),
    mergeKey: (args) => `workplan.${args.rowId}.${Object.keys(args.patch).sort().join(',')}`,
  }),
  removeWorkplanRow: command<{ rowId: string }>({
    apply: (content, args) =>
      onDocument(content, (document) =>
        document.workplan.some((r) => r.id === args.rowId)
          ? {
              ...document,
              workplan: document.workplan.filter((r) => r.id !== args.rowId),
              analyses: document.analyses.filter((a) => a.id !== args.rowId),
            }
          : document,
      ),
  }),
  linkWorkplanRow: command<{ rowId: string; hypothesisId: string }>({
    apply: (content, args) =>
      onDocument(content, (document) => linkWorkplanRow(document, args.rowId, args.hypothesisId)),
  }),
  /** Takes a generated artefact in, whole or in part (the proposal panel's "Accept"): a milestone. */
  applyArtefact: command<ArtefactArgs>({
    apply: (content, args) => onDocument(content, (document) => takeArtefact(document, args)),
    milestone: true,
  }),
  /** One item of a proposal (a brief field, a hypothesis's status): one undo step, saved with the next autosave. */
  acceptProposalItem: command<{ input: DocumentArtefact; itemId: string }>({
    apply: (content, args) =>
      onDocument(content, (document) => applyArtefact(document, args.input, { onlyIds: new Set([args.itemId]) })),
  }),
  /** A revision's content comes back whole: a milestone. */
  restoreRevision: command<EditorContent>({
    apply: (content, args) =>
      content.problemStatement === args.problemStatement && content.document === args.document
        ? content
        : { problemStatement: args.problemStatement, document: args.document },
    milestone: true,
  }),
};

function sameValue(a: BriefValue, b: BriefValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}
