import type { LegacyDocument } from '@caseboard/contracts';

/** Applies a pure 1.0 document edit; edits sharing a coalesce key in quick succession are one undo step. */
export type ClassicEdit = (operation: (document: LegacyDocument) => LegacyDocument, coalesceKey?: string) => void;

/** What each section of the classic page gets: the document, whether it may change, and how. */
export interface ClassicSectionProps {
  document: LegacyDocument;
  readOnly: boolean;
  onEdit: ClassicEdit;
}
