// The parse worker (parser.ts starts one per upload, with a memory limit, and ends it at the time limit).
import { parentPort, workerData } from 'node:worker_threads';
import { problemOf, readTable, type ParseKind } from './read-table.js';

const { kind, sheet } = workerData as { kind: ParseKind; sheet?: string };

// Ready once loaded: the time limit counts the parse, not the start of the thread.
parentPort!.postMessage({ ready: true });
parentPort!.once('message', (bytes: Uint8Array) => {
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
