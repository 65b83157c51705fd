import type { DataExport, DataExportList } from '@caseboard/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiDownload, apiFetch } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { accountKeys } from './get-account';

/** The account's exports; while one is being prepared, asks again every few seconds. */
export const useDataExports = () =>
  useQuery({
    queryKey: accountKeys.exports,
    queryFn: async () => (await apiFetch<DataExportList>('/api/v1/account/exports')).exports,
    refetchInterval: (query) => (query.state.data?.some((item) => item.status === 'preparing') ? 3_000 : false),
  });

export const useRequestDataExport = () =>
  useMutation({
    mutationFn: () => apiFetch<DataExport>('/api/v1/account/export', { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.exports }),
  });

/** Downloads a ready export with the session (the link is useless to anyone else). */
export function downloadDataExport(id: number) {
  return apiDownload(`/api/v1/account/exports/${id}/download`);
}

/** Hands the ZIP to the browser's download manager. */
export function saveZip(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; free the memory after it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
