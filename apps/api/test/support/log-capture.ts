import { Writable } from 'node:stream';
import { loggerOptions } from '../../src/lib/logging.js';

/** The production logger settings at `level`, writing parsed lines into `lines` instead of stdout. */
export function captureLog(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: { ...(loggerOptions(level) as object), stream } };
}
