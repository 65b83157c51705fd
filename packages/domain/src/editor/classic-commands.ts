import type { LegacyDocument } from '@caseboard/contracts';
import {
  addLegacyHypothesis,
  addLegacyIssueAfter,
  addLegacyIssueChild,
  addLegacyStorylinePoint,
  moveLegacyIssue,
  moveLegacyStorylinePoint,
  removeLegacyHypothesis,
  removeLegacyIssue,
  removeLegacyStorylinePoint,
  renameLegacyIssue,
  setLegacyGoverningThought,
  setLegacyStorylinePoint,
  startLegacyIssueTree,
  updateLegacyHypothesis,
} from '../document/legacy-ops.js';
import { commandSetOf, creatorsOf, type CommandsOf } from './commands-of.js';
import { command, type CommandLogEntry } from './types.js';

/** What the classic editor edits: a 1.0 ("classic") document and its snapshot's problem statement. */
export interface ClassicContent {
  problemStatement: string;
  document: LegacyDocument;
}

type Op = (document: LegacyDocument) => LegacyDocument;
const on = (content: ClassicContent, operation: Op): ClassicContent => {
  const document = operation(content.document);
  return document === content.document ? content : { ...content, document };
};
const classic = <A>(apply: (args: A) => Op, mergeKey?: (args: A) => string) =>
  command<A, ClassicContent>({
    apply: (content, args) => on(content, apply(args)),
    ...(mergeKey ? { mergeKey } : {}),
  });

/**
 * The named commands of the classic (1.0) page, wrapping the domain's legacy-ops.ts: the classic page
 * edits through an editor like the workspace does (docs/decisions/022-editor-commands.md).
 */
export const classicCommandRegistry = {
  setProblemStatement: command<{ text: string }, ClassicContent>({
    apply: (content, args) =>
      content.problemStatement === args.text ? content : { ...content, problemStatement: args.text },
    mergeKey: () => 'problemStatement',
  }),
  startIssueTree: classic<{ rootId: string }>((a) => (d) => startLegacyIssueTree(d, a.rootId)),
  renameIssue: classic<{ id: string; title: string }>(
    (a) => (d) => renameLegacyIssue(d, a.id, a.title),
    (a) => a.id,
  ),
  addIssueChild: classic<{ parentId: string; id: string }>((a) => (d) => addLegacyIssueChild(d, a.parentId, a.id)),
  addIssueAfter: classic<{ siblingId: string; id: string }>((a) => (d) => addLegacyIssueAfter(d, a.siblingId, a.id)),
  removeIssue: classic<{ id: string }>((a) => (d) => removeLegacyIssue(d, a.id)),
  moveIssue: classic<{ id: string; direction: -1 | 1 }>((a) => (d) => moveLegacyIssue(d, a.id, a.direction)),
  addHypothesis: classic<{ id: string; issueId?: string }>((a) => (d) => addLegacyHypothesis(d, a.id, a.issueId)),
  updateHypothesis: classic<{ id: string; patch: Parameters<typeof updateLegacyHypothesis>[2] }>(
    (a) => (d) => updateLegacyHypothesis(d, a.id, a.patch),
    (a) => `${a.id}.${Object.keys(a.patch).sort().join(',')}`,
  ),
  removeHypothesis: classic<{ id: string }>((a) => (d) => removeLegacyHypothesis(d, a.id)),
  setGoverningThought: classic<{ text: string }>(
    (a) => (d) => setLegacyGoverningThought(d, a.text),
    () => 'governingThought',
  ),
  addStorylinePoint: classic<{ text?: string }>((a) => (d) => addLegacyStorylinePoint(d, a.text)),
  setStorylinePoint: classic<{ index: number; text: string }>(
    (a) => (d) => setLegacyStorylinePoint(d, a.index, a.text),
    (a) => `point.${a.index}`,
  ),
  removeStorylinePoint: classic<{ index: number }>((a) => (d) => removeLegacyStorylinePoint(d, a.index)),
  moveStorylinePoint: classic<{ index: number; direction: -1 | 1 }>(
    (a) => (d) => moveLegacyStorylinePoint(d, a.index, a.direction),
  ),
};

type ClassicRegistry = typeof classicCommandRegistry;
export type ClassicCommand = CommandsOf<ClassicRegistry>;
export type ClassicLogEntry = CommandLogEntry<ClassicCommand>;
export const classicCommands = creatorsOf(classicCommandRegistry);
export const classicCommandSet = commandSetOf<ClassicContent, ClassicRegistry>(classicCommandRegistry);
