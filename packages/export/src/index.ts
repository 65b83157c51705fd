/**
 * @caseboard/export: the files a project exports (deck, workbook, Markdown, PDF), built from the
 * project document alone: pure apart from the libraries that write the formats; no I/O of its own.
 * This entry loads none of those libraries; `buildExport` imports each when it is first needed.
 * Tests reach the builders (deck model, renderers) through their own modules.
 */
export { buildExport, exportToBuffer, type ExportFile } from './export.js';
export { contentDisposition } from './filename.js';
export { documentFromBody, type ExportInput } from './input.js';
export { readImageInfo, decodeDataUrl } from './theme/image.js';
