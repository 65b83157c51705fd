import type { ProjectDocument, Source } from '@caseboard/contracts';
import type { EditorCommand } from '@caseboard/domain';
import { createContext, useContext, type ReactNode } from 'react';

/** Runs an editor command of the workspace's session (docs/decisions/022-editor-commands.md). */
type Run = (command: EditorCommand) => void;

export interface AnalysisEvidenceSlotProps {
  projectId: number;
  document: ProjectDocument;
  analysisId: string;
  readOnly: boolean;
  run: Run;
}

export interface PointSourcesSlotProps {
  pointId: string;
  sources: Source[];
  readOnly: boolean;
  run: Run;
}

export interface EvidenceSlots {
  analysis: (props: AnalysisEvidenceSlotProps) => ReactNode;
  pointSources: (props: PointSourcesSlotProps) => ReactNode;
}

const EvidenceContext = createContext<EvidenceSlots | null>(null);

/**
 * The evidence of an analysis (its data, chart, finding, rule, sources and history) and the sources of
 * a storyline point belong to the evidence feature; the app layer provides them here and the workspace
 * renders the slots, as with members and exports (docs/decisions/009, 023).
 */
export const EvidenceProvider = EvidenceContext.Provider;

export function AnalysisEvidenceSlot(props: AnalysisEvidenceSlotProps) {
  const slots = useContext(EvidenceContext);
  return slots ? slots.analysis(props) : null;
}

export function PointSourcesSlot(props: PointSourcesSlotProps) {
  const slots = useContext(EvidenceContext);
  return slots ? slots.pointSources(props) : null;
}

/** The element id of an analysis's rule editor in its evidence, which the result form points to. */
export function ruleEditorAnchor(analysisId: string): string {
  return `rule-${analysisId}`;
}
