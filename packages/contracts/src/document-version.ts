/** The document version this release writes (ProjectDocumentSchema in document.ts); no schemas here. */
export const CURRENT_DOCUMENT_VERSION = '1.1';
