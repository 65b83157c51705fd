/**
 * An upload's limits: bytes of the file, rows below the header, columns, characters in one cell. A file
 * of plain constants, so the parse worker reads them without loading every schema.
 */
export const MAX_DATASET_BYTES = 5 * 1024 * 1024;
export const MAX_DATASET_ROWS = 50_000;
export const MAX_DATASET_COLUMNS = 200;
export const MAX_DATASET_CELL_LENGTH = 1_000;
/** Rows an upload's answer previews before the team accepts the data. */
export const DATASET_PREVIEW_ROWS = 20;
