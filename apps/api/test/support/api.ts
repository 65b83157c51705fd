import type { FastifyInstance, InjectOptions } from 'fastify';

export interface Caller {
  headers: Record<string, string>;
}

export const anonymous: Caller = { headers: {} };

/** One API call as a black-box client makes it: method, path, optional JSON body and headers. */
export function call(
  app: FastifyInstance,
  caller: Caller,
  method: NonNullable<InjectOptions['method']>,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      ...caller.headers,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

export const documentText = (keyQuestion = 'How do we recover 150 bp of margin?') =>
  JSON.stringify({ version: '1.1', brief: { keyQuestion } });
