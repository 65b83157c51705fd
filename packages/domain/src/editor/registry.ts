import { analysisCommands } from './analysis-commands.js';
import { commandSetOf, creatorsOf, type CommandsOf } from './commands-of.js';
import { documentCommands } from './document-commands.js';
import { selectionCommands } from './selection-commands.js';
import { storylineCommands } from './storyline-commands.js';
import { treeCommands } from './tree-commands.js';
import type { Command, CommandLogEntry, CommandSpec, EditorContent } from './types.js';

/**
 * Every named command of the editor for a 1.1 ("current") document (docs/decisions/022-editor-commands.md).
 * A view builds commands with `commands.<name>(args)` and runs them through the session's editor; nothing
 * else changes a document.
 */
export const commandRegistry = {
  ...documentCommands,
  ...treeCommands,
  ...selectionCommands,
  ...storylineCommands,
  ...analysisCommands,
};

type Registry = typeof commandRegistry;
export type CommandName = keyof Registry;
export type CommandArgs<K extends CommandName> = Registry[K] extends CommandSpec<infer A> ? A : never;

/** Any command the editor knows, discriminated by its name. */
export type EditorCommand = CommandsOf<Registry>;
export type EditorLogEntry = CommandLogEntry<EditorCommand>;

/** The command creators: `commands.renameNode({ tree: 'issueTree', id, label })`. */
export const commands = creatorsOf(commandRegistry);

/** The 1.1 command set, as the session's editor runs it. */
export const editorCommandSet = commandSetOf<EditorContent, Registry>(commandRegistry);

/**
 * Applies a command to the content. Pure; the same content object back when the command changes nothing,
 * including when it names a node, row, point or analysis the document does not hold, or asks for what the
 * tree rules refuse (removing the root, moving a node into its own subtree). Throws `UnknownCommandError`
 * only for a name the registry does not know.
 */
export function applyCommand(content: EditorContent, command: Command): EditorContent {
  return editorCommandSet.apply(content, command as EditorCommand);
}

/** The undo-grouping key: consecutive commands with the same key fold into one undo step. */
export function commandMergeKey(command: Command): string | undefined {
  return editorCommandSet.mergeKey(command as EditorCommand);
}

/** True for commands saved at once as their own revision (a generated artefact taken in, a restore). */
export function isMilestoneCommand(command: Command): boolean {
  return editorCommandSet.isMilestone(command as EditorCommand);
}

/** Applies commands in order (a log replayed, a batch from the mouse). */
export function applyCommands(content: EditorContent, list: readonly Command[]): EditorContent {
  return list.reduce(applyCommand, content);
}
