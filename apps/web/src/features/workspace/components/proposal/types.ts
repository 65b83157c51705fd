import type { ProjectDocument } from '@caseboard/contracts';
import type { EditorCommand } from '@caseboard/domain';

/** What every proposal view reads: the current document, and the editor its accepts run through. */
export interface ProposalViewProps {
  document: ProjectDocument;
  run: (command: EditorCommand) => void;
}
