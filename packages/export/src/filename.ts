import type { ExportFormat } from '@caseboard/contracts';

/**
 * `Content-Disposition` for a download named after the project (RFC 6266): a plain ASCII
 * `filename` that every client understands, with quotes, backslashes, path separators and control
 * characters replaced, and, when the name is not plain ASCII, `filename*` with the exact name in
 * UTF-8 (RFC 8187, formerly 5987), which modern browsers prefer.
 */
export function contentDisposition(projectName: string, format: ExportFormat): string {
  const base =
    projectName
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001F\u007F]/g, '')
      .replace(/[/\\:*?"<>|]/g, '_')
      .trim()
      .replace(/^\.+/, '') || 'project';
  const name = `${base}.${format}`;
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036F]/g, '')
    .replace(/[^\x20-\x7E]/g, '_');
  if (ascii === name) return `attachment; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
