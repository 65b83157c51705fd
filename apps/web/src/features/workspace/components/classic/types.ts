import type { LegacyDocument } from '@caseboard/contracts';

/** Applies a pure 1.0 document edit; edits sharing a coalesce key in quick succession are one undo step. */
export type ClassicEdit = (operation: (document: LegacyDocument) => LegacyDocument, coalesceKey?: string) => void;
