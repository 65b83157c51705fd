import {
  LegacyDocumentSchema,
  ProjectDocumentSchema,
  type Locale,
  type ProjectDocument,
  type ProjectTheme,
} from '@caseboard/contracts';
import { documentVersion, migrateLegacyDocument, type TableData } from '@caseboard/domain';

/** Everything an export is built from; nothing else (no clock, no database) reaches the builders. */
export interface ExportInput {
  projectName: string;
  problemStatement: string;
  document: ProjectDocument;
  theme: ProjectTheme | null;
  locale: Locale;
  generatedAt: Date;
  /** The team's data sets the analyses refer to, by id (loaded by the caller), to chart natively. */
  datasets?: ReadonlyMap<string, TableData>;
}

/**
 * The 1.1 document of a stored snapshot body: parsed as stored, and a classic 1.0 document upgraded
 * the way the app upgrades it, so a classic project exports the same chain it would show after an upgrade.
 */
export function documentFromBody(body: string, problemStatement: string): ProjectDocument {
  const json: unknown = JSON.parse(body);
  if (documentVersion(json) === undefined) {
    return migrateLegacyDocument(LegacyDocumentSchema.parse(json), problemStatement);
  }
  return ProjectDocumentSchema.parse(json);
}
