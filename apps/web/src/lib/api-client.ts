import type { ErrorBody } from '@caseboard/contracts';
import { takeEarlyResponse } from './early-responses';

/**
 * A failed API call: `code` is the server's stable code (see `errorStatus` in contracts), or
 * `network_error` when the server could not be reached, or `unexpected_response` when it did not
 * answer with our error shape.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called on every 401 (the session ended or never existed); the auth feature signs the user out. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A body sent as it is (a file, pasted text) with its own content type, instead of JSON. */
  rawBody?: { data: Blob | string; type: string };
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Do not notify unauthorized listeners on 401 (for calls where 401 is an expected answer). */
  quietUnauthorized?: boolean;
}

/**
 * Calls the API (same origin; the session travels in the HttpOnly cookie) and returns the parsed
 * body. Failures throw `ApiError` built from the server's `{ code, message, details }`.
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: Blob | string | undefined;
  if (options.rawBody) {
    headers['Content-Type'] = options.rawBody.type;
    body = options.rawBody.data;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  // A plain GET the page already started (src/early/start.ts, with these same headers) is not asked twice.
  const plainGet =
    (options.method ?? 'GET') === 'GET' && body === undefined && !options.signal && options.headers === undefined;
  const early = plainGet ? takeEarlyResponse(path) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(path, {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
        credentials: 'same-origin',
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'The server could not be reached.');
  }
  if (response.ok) {
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }
  const error = await toApiError(response);
  if (response.status === 401 && !options.quietUnauthorized) {
    for (const listener of unauthorizedListeners) listener(error);
  }
  throw error;
}

/** A file the API sends as an attachment: its bytes and the name from `Content-Disposition`. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** The file name a `Content-Disposition` header gives: `filename*` (RFC 8187, UTF-8) over `filename`. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // malformed: fall back to the plain name
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim() ?? null;
}

/** Like `apiFetch`, for endpoints that answer with a file: failures are the same `ApiError`s. */
export async function apiDownload(path: string, options: { signal?: AbortSignal } = {}): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'The server could not be reached.');
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status === 401) for (const listener of unauthorizedListeners) listener(error);
    throw error;
  }
  return { blob: await response.blob(), filename: dispositionFilename(response.headers.get('Content-Disposition')) };
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Partial<ErrorBody> | null;
    // A structural check rather than the zod schema: this module is on every page, zod is not.
    if (body && typeof body.code === 'string' && typeof body.message === 'string') {
      return new ApiError(response.status, body.code, body.message, body.details);
    }
  } catch {
    // not JSON: fall through
  }
  return new ApiError(response.status, 'unexpected_response', `The server answered ${response.status}.`);
}
