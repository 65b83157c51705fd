/** Limits shared by the API, the engine and the editor. */
export const MAX_TREE_NODES = 300;
export const MAX_CHILDREN = 50;
export const MAX_LABEL_LENGTH = 1_000;
export const MAX_NOTES_LENGTH = 10_000;
export const MAX_TEXT_LENGTH = 4_000;
export const MAX_PROBLEM_STATEMENT_LENGTH = 4_000;
export const MAX_LIST_ITEMS = 200;
/** Deepest JSON nesting any request or stored document may have; deeper input is refused before parsing. */
export const MAX_JSON_DEPTH = 256;
