export * from './types.js';
export * from './registry.js';
export * from './classic-commands.js';
export { UnknownCommandError, type CommandSet } from './commands-of.js';
export type { NodeFields } from './tree-commands.js';
export { canMoveNodes, topmostNodes } from './selection-commands.js';
export type { ArtefactArgs, WorkplanRowPatch } from './document-commands.js';
export type { StorylineField } from './storyline-commands.js';
export type { DecisionRuleInput } from './analysis-commands.js';
