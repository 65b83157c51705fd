import type { LegacyDocument } from '@caseboard/contracts';
import type { ClassicCommand } from '@caseboard/domain';

/** What each section of the classic page gets: the document, whether it may change, and how. */
export interface ClassicSectionProps {
  document: LegacyDocument;
  readOnly: boolean;
  /** Runs a classic command through the session's editor (one undo step; typing in one field folds). */
  run: (command: ClassicCommand) => void;
}
