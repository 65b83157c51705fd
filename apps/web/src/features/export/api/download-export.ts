import type { ExportFormat, Locale } from '@caseboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, type DownloadedFile } from '@/lib/api-client';

export const downloadExport = ({
  projectId,
  format,
  locale,
}: {
  projectId: number;
  format: ExportFormat;
  locale: Locale;
}) => apiDownload(`/api/v1/projects/${projectId}/export?format=${format}&locale=${locale}`);

/** Hands a downloaded file to the browser's download manager under the name the server chose. */
export function saveFile(file: DownloadedFile, fallbackName: string): string {
  const name = file.filename ?? fallbackName;
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; free the memory after it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
