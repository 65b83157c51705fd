import type { Command, CommandSpec } from './types.js';

/** A command whose name the registry does not hold (a log from a newer version, a typo in a test). */
export class UnknownCommandError extends Error {
  readonly code = 'unknown_command';
  constructor(readonly commandName: string) {
    super(`Unknown editor command: ${commandName}`);
    this.name = 'UnknownCommandError';
  }
}

/** What an editor needs of a command set: apply, the undo-grouping key, and whether it is a milestone. */
export interface CommandSet<C, Cmd extends Command> {
  /**
   * Pure; the same content object back when the command changes nothing, including when it names
   * something the document does not hold. Throws `UnknownCommandError` only for a name the set does not know.
   */
  apply(content: C, command: Cmd): C;
  /** Consecutive commands with the same key fold into one undo step (typing in one field). */
  mergeKey(command: Cmd): string | undefined;
  /** True for commands saved at once as their own revision (a generated artefact taken in, a restore). */
  isMilestone(command: Cmd): boolean;
}

type Specs<C> = Record<string, CommandSpec<never, C>>;
type ArgsOf<S> = S extends CommandSpec<infer A, unknown> ? A : never;

/** The commands of a registry, discriminated by name. */
export type CommandsOf<R> = { [K in keyof R & string]: Command<K, ArgsOf<R[K]>> }[keyof R & string];

/** The creators of a registry: `creators.renameNode({ ... })` builds `{ name: 'renameNode', args }`. */
export type CreatorsOf<R> = { [K in keyof R & string]: (args: ArgsOf<R[K]>) => Command<K, ArgsOf<R[K]>> };

export function creatorsOf<R extends object>(registry: R): CreatorsOf<R> {
  return Object.fromEntries(
    Object.keys(registry).map((name) => [name, (args: unknown) => ({ name, args })]),
  ) as CreatorsOf<R>;
}

export function commandSetOf<C, R extends Specs<C>>(registry: R): CommandSet<C, CommandsOf<R>> {
  const specOf = (command: Command): CommandSpec<unknown, C> => {
    if (!Object.hasOwn(registry, command.name)) throw new UnknownCommandError(command.name);
    return registry[command.name] as unknown as CommandSpec<unknown, C>;
  };
  return {
    apply: (content, command) => specOf(command).apply(content, command.args),
    mergeKey(command) {
      const spec = specOf(command);
      return spec.mergeKey ? `${command.name}:${spec.mergeKey(command.args)}` : undefined;
    },
    isMilestone: (command) => specOf(command).milestone === true,
  };
}
