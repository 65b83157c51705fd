import {
  ARTEFACT_PATHS,
  type ArtefactKind,
  type ArtefactOf,
  type GenerationMeta,
  type GenerationRequest,
  type TreeDiffRequest,
} from '@caseboard/contracts';
import { ApiError, apiFetch } from '@/lib/api-client';

export interface GenerateOptions {
  base?: string;
  signal?: AbortSignal;
  /** Called with the artefact as it grows. */
  onPartial?: (artefact: unknown) => void;
}

type Line<K extends ArtefactKind> =
  | { type: 'partial'; artefact: unknown }
  | { type: 'final'; artefact: ArtefactOf<K>; meta: GenerationMeta }
  | { type: 'error'; code: string; message: string };

/**
 * Generates an artefact, streaming: the answer is NDJSON (`partial` lines as the artefact grows, then
 * `final` or `error`). Aborting the signal cancels the request, and the server cancels the work.
 */
export async function generateArtefact<K extends ArtefactKind>(
  kind: K,
  request: K extends 'hypothesis-tree-diff' ? TreeDiffRequest : GenerationRequest,
  { base = '/api/v1/ai', signal, onPartial }: GenerateOptions = {},
): Promise<{ artefact: ArtefactOf<K>; meta: GenerationMeta }> {
  const url = `${base}${ARTEFACT_PATHS[kind]}`;
  if (!onPartial) return apiFetch(url, { method: 'POST', body: request, signal });

  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
      body: JSON.stringify(request),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'The server could not be reached.');
  }
  if (!response.ok || !response.body) {
    // Errors before the stream starts come as our usual JSON body: let apiFetch-style parsing handle it.
    const text = await response.text().catch(() => '');
    let body: { code?: string; message?: string } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // not JSON
    }
    throw new ApiError(
      response.status,
      body.code ?? 'unexpected_response',
      body.message ?? `The server answered ${response.status}.`,
    );
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    let newline = buffer.indexOf('\n');
    while (newline !== -1) {
      const raw = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
      if (!raw) continue;
      const line = JSON.parse(raw) as Line<K>;
      if (line.type === 'partial') onPartial(line.artefact);
      else if (line.type === 'final') return { artefact: line.artefact, meta: line.meta };
      else throw new ApiError(response.status, line.code, line.message);
    }
    if (done) throw new ApiError(response.status, 'stream_ended', 'The answer ended before the artefact was complete.');
  }
}
