import type { HypothesisNode, ProjectDocument, TreeNode } from '@caseboard/contracts';

/**
 * What the editor edits: a snapshot's problem statement and its 1.1 document (the "current" document
 * version; see the README's glossary). Every change to it is a named command (docs/decisions/022-editor-commands.md).
 */
export interface EditorContent {
  problemStatement: string;
  document: ProjectDocument;
}

/** The two trees of a document; tree commands name the one they edit. */
export type TreeKey = 'issueTree' | 'hypothesisTree';

export type AnyTreeNode = TreeNode | HypothesisNode;

/** How one command changes the content, and how the editor groups and saves it. */
export interface CommandSpec<A, C = EditorContent> {
  /** Pure: the same content object back when the command changes nothing (an unknown id, a refused move). */
  apply(content: C, args: A): C;
  /**
   * Commands with the same key in quick succession fold into one undo step (typing in one field).
   * Absent: every run is its own step.
   */
  mergeKey?(args: A): string;
  /** A milestone (taking in a generated artefact, a restore) is saved at once as its own revision. */
  milestone?: boolean;
}

/** A command as the editor runs, logs and (later) sends it: a name and plain, serialisable arguments. */
export interface Command<Name extends string = string, Args = unknown> {
  name: Name;
  args: Args;
}

/**
 * One line of the session's command log: what was run, by whom, when (ISO time). Revision summaries,
 * comments' anchors and live collaboration read these.
 */
export interface CommandLogEntry<C extends Command = Command> {
  name: C['name'];
  args: C['args'];
  author: string;
  at: string;
}

/** Declares a command's spec with its argument type (the registry infers the command types from these). */
export const command = <A, C = EditorContent>(spec: CommandSpec<A, C>): CommandSpec<A, C> => spec;
