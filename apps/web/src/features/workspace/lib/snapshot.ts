import type { LegacyDocument, ProjectDocument, ProjectSnapshot } from '@caseboard/contracts';
import { useEffect, useMemo, useState } from 'react';
import type * as SnapshotReader from './snapshot-reader';

export type ParsedSnapshot =
  { format: '1.1'; document: ProjectDocument } | { format: '1.0'; document: LegacyDocument } | { format: 'unreadable' };

type Reader = typeof SnapshotReader;

let reader: Reader | undefined;
let loading: Promise<Reader> | undefined;

/** The document schemas' reader (lib/snapshot-reader.ts, with zod), loaded once. */
export function loadSnapshotReader(): Promise<Reader> {
  loading ??= import('./snapshot-reader').then((module) => (reader = module));
  return loading;
}

/**
 * Reads a snapshot without waiting: a body the server checked (`checked`, a 1.1 document exactly as the
 * schema reads it) with JSON.parse alone, so the workspace's first screen needs no schemas; any other
 * once the reader has loaded. Undefined until then (loadSnapshotReader). The server checks every body it
 * answers (apps/api/src/modules/projects/checked-body.ts; docs/decisions/040-documents-checked-once.md).
 */
export function readSnapshotNow(
  snapshot: Pick<ProjectSnapshot, 'body' | 'checked'>,
  using: Reader | undefined = reader,
): ParsedSnapshot | undefined {
  if (snapshot.checked) {
    try {
      return { format: '1.1', document: JSON.parse(snapshot.body) as ProjectDocument };
    } catch {
      return { format: 'unreadable' };
    }
  }
  return using?.parseSnapshot(snapshot);
}

/** A snapshot read once per body (a large document takes milliseconds); undefined while the reader loads. */
export function useParsedSnapshot(
  snapshot: Pick<ProjectSnapshot, 'body' | 'checked'> | undefined,
): ParsedSnapshot | undefined {
  const [loadedReader, setLoadedReader] = useState(() => reader);
  const [failure, setFailure] = useState<unknown>(null);
  const body = snapshot?.body;
  const checked = snapshot?.checked ?? false;
  // The reader's arrival reads an unchecked body again.
  const parsed = useMemo(
    () => (body === undefined ? undefined : readSnapshotNow({ body, checked }, loadedReader)),
    [body, checked, loadedReader],
  );
  const waiting = body !== undefined && parsed === undefined;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    loadSnapshotReader().then(
      (module) => live && setLoadedReader(module),
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [waiting]);
  // A reader that failed to load (a network error) goes to the route's error screen.
  if (failure) throw failure;
  return parsed;
}
