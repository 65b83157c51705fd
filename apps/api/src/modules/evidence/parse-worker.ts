// The parse worker (parser.ts): one file per thread, with a heap limit, ended at the time limit.
import { parentPort } from 'node:worker_threads';
import { problemOf, readTable, type ParseKind } from './read-table.js';

// Ready once loaded: the time limit counts the parse, not the start of the thread.
parentPort!.postMessage({ ready: true });
parentPort!.once('message', ({ bytes, kind, sheet }: { bytes: Uint8Array; kind: ParseKind; sheet?: string }) => {
  readTable(bytes, kind, sheet).then(
    (table) => parentPort!.postMessage({ table }),
    (error: unknown) => {
      const problem = problemOf(error);
      parentPort!.postMessage({
        problem: problem ?? { code: 'dataset_unreadable', message: 'The file could not be read.' },
      });
    },
  );
});
