import type { DatasetSummary, DatasetTable } from '@caseboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Under `projects`, so signing out forgets data sets with every other project data.
export const datasetKey = (projectId: number, datasetId: string) =>
  ['projects', 'dataset', projectId, datasetId] as const;

export const datasetQueryOptions = (projectId: number, datasetId: string) =>
  queryOptions({
    queryKey: datasetKey(projectId, datasetId),
    queryFn: ({ signal }) => apiFetch<DatasetTable>(`/api/v1/projects/${projectId}/datasets/${datasetId}`, { signal }),
    // A stored data set never changes.
    staleTime: Infinity,
  });

export function useDataset(projectId: number, datasetId: string | undefined) {
  return useQuery({ ...datasetQueryOptions(projectId, datasetId ?? ''), enabled: Boolean(datasetId) });
}

export type UploadInput = { kind: 'file'; file: File; sheet?: string } | { kind: 'paste'; text: string; name: string };

/** The content type the API reads a file as: a workbook by its extension or type, else text. */
export function contentTypeOf(file: File): string {
  if (/\.xlsx$/i.test(file.name) || file.type === XLSX) return XLSX;
  if (/\.(tsv|tab)$/i.test(file.name)) return 'text/tab-separated-values';
  return 'text/csv';
}

/** Sends the file itself as the body (the API takes no multipart forms) and answers the stored summary. */
export async function uploadDataset(projectId: number, input: UploadInput): Promise<DatasetSummary> {
  const params = new URLSearchParams();
  let body: Blob | string;
  let type: string;
  if (input.kind === 'file') {
    params.set('name', input.file.name.slice(0, 200) || 'data');
    if (input.sheet) params.set('sheet', input.sheet);
    body = input.file;
    type = contentTypeOf(input.file);
  } else {
    params.set('name', input.name);
    params.set('paste', 'true');
    body = input.text;
    // Not text/plain: a page on another site could send that unasked, so cookie sessions refuse it.
    type = 'text/tab-separated-values; charset=utf-8';
  }
  // Through apiFetch, so an ended session signs the user out here as on every other call.
  return apiFetch<DatasetSummary>(`/api/v1/projects/${projectId}/datasets?${params}`, {
    method: 'POST',
    rawBody: { data: body, type },
  });
}
