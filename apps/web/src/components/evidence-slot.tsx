import type { ProjectDocument, Source } from '@caseboard/contracts';
import { createContext, useContext, type ReactNode } from 'react';

type Edit = (operation: (document: ProjectDocument) => ProjectDocument, coalesceKey?: string) => void;

export interface AnalysisEvidenceSlotProps {
  projectId: number;
  document: ProjectDocument;
  analysisId: string;
  readOnly: boolean;
  onEdit: Edit;
}

export interface PointSourcesSlotProps {
  pointId: string;
  sources: Source[];
  readOnly: boolean;
  onEdit: Edit;
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
