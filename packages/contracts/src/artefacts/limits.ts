/** Limits shared by the API, the engine and the editor. */
export const MAX_TREE_NODES = 1000;
export const MAX_CHILDREN = 50;
export const MAX_LABEL_LENGTH = 1_000;
export const MAX_NOTES_LENGTH = 10_000;
export const MAX_TEXT_LENGTH = 4_000;
export const MAX_PROBLEM_STATEMENT_LENGTH = 4_000;
export const MAX_LIST_ITEMS = 200;
/** Entries an analysis's evidence log keeps, and sources one finding or point may cite. */
export const MAX_EVIDENCE_LOG = 50;
export const MAX_SOURCES = 20;
/** Deepest JSON nesting any request or stored document may have; deeper input is refused before parsing. */
export const MAX_JSON_DEPTH = 256;
/**
 * Deepest level of a tree in any document version (the root is level 0): the document, its tree and
 * `root` take three levels of JSON, each further tree level two (the node and its children array),
 * the deepest array one more, which MAX_JSON_DEPTH must hold.
 */
export const MAX_TREE_DEPTH = Math.floor((MAX_JSON_DEPTH - 4) / 2);
