import type { Locale, ProjectDocument } from '@caseboard/contracts';
import type { TableData } from '@caseboard/domain';
import type { Labels } from '../labels.js';
import type { RenderTheme } from '../theme/resolve.js';
import type { SectionId } from './model.js';

/** What every slide builder needs: the document, the theme, the words and the sections present. */
export interface DeckContext {
  document: ProjectDocument;
  projectName: string;
  problemStatement: string;
  theme: RenderTheme;
  labels: Labels;
  locale: Locale;
  /** The export date, formatted for the locale. */
  date: string;
  /** The sections this deck has, in order, for the tracker. */
  sections: SectionId[];
  /** The team's data sets by id, for analyses charted from their data. */
  datasets: ReadonlyMap<string, TableData>;
}

/** Slide geometry in inches. */
export const LAYOUT = {
  marginX: 0.5,
  trackerY: 0.2,
  trackerH: 0.3,
  titleY: 0.58,
  titleH: 0.92,
  ruleY: 1.55,
  bodyY: 1.72,
  bodyBottom: 6.72,
  footerY: 6.92,
  footerH: 0.32,
} as const;

export const BODY_WIDTH = 13.333 - 2 * LAYOUT.marginX;
export const BODY_HEIGHT = LAYOUT.bodyBottom - LAYOUT.bodyY;
