import type { ProjectDocument } from '@caseboard/contracts';
import {
  editorCommandSet,
  type Command,
  type CommandLogEntry,
  type CommandSet,
  type EditorCommand,
} from '@caseboard/domain';
import type { DocumentStore, SnapshotContent } from './document-store';

/**
 * The session's editor (docs/decisions/022-editor-commands.md): the only way a view changes the project
 * document. `run` applies a named command through the domain's command set; consecutive commands with
 * the same merge key (typing in one field) fold into one undo step, commands that take in a generated
 * artefact or restore a revision are milestones (saved at once as their own revision), and every command
 * that changed something joins the session's command log. The classic (1.0) page runs its own command set
 * through the same editor.
 */
export interface Editor<Cmd extends Command = EditorCommand> {
  run(command: Cmd, options?: { now?: number }): void;
  undo(): void;
  redo(): void;
  /** What this session ran, oldest first (undo and redo are not commands and are not logged). */
  log(): ReadonlyArray<CommandLogEntry<Cmd>>;
}

/** The log keeps the session's latest commands; older ones drop off (a session can run thousands of keystrokes). */
export const LOG_LIMIT = 1_000;

export function createEditor<D = ProjectDocument, Cmd extends Command = EditorCommand>(
  documents: DocumentStore<D>,
  author: () => string,
  commandSet: CommandSet<SnapshotContent<D>, Cmd> = editorCommandSet as unknown as CommandSet<SnapshotContent<D>, Cmd>,
): Editor<Cmd> {
  const entries: Array<CommandLogEntry<Cmd>> = [];
  return {
    run(command, options = {}) {
      const before = documents.getState().content;
      const now = options.now ?? Date.now();
      documents.getState().update((content) => commandSet.apply(content, command), {
        coalesceKey: commandSet.mergeKey(command),
        milestone: commandSet.isMilestone(command),
        now,
      });
      if (documents.getState().content === before) return;
      const entry: CommandLogEntry<Cmd> = {
        name: command.name,
        args: command.args,
        author: author(),
        at: new Date(now).toISOString(),
      };
      entries.push(entry);
      if (entries.length > LOG_LIMIT) entries.splice(0, entries.length - LOG_LIMIT);
    },
    undo: () => documents.getState().undo(),
    redo: () => documents.getState().redo(),
    log: () => entries,
  };
}
