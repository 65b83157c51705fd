import { MAX_JSON_DEPTH, MAX_TREE_NODES, findOversizedTree } from '@caseboard/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/** No object of any request has more than a few dozen fields; a body with thousands is refused unread. */
export const MAX_OBJECT_KEYS = 200;

/** Nesting depth and the widest object of a JSON value, in one pass without recursion; stops at a limit. */
export function jsonShapeProblem(value: unknown): 'too_deep' | 'too_many_keys' | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    const next = depth + 1;
    if (next > MAX_JSON_DEPTH) return 'too_deep';
    if (Array.isArray(current)) {
      for (const child of current) if (typeof child === 'object' && child !== null) stack.push([child, next]);
      continue;
    }
    let keys = 0;
    for (const key in current) {
      keys += 1;
      if (keys > MAX_OBJECT_KEYS) return 'too_many_keys';
      const child = (current as Record<string, unknown>)[key];
      if (typeof child === 'object' && child !== null) stack.push([child, next]);
    }
  }
  return null;
}

/**
 * Parses JSON text as secure-json-parse does with `protoAction` and `constructorAction` set to
 * 'error' (Fastify's default): a leading byte-order mark is skipped, and a value holding an object
 * with an own `__proto__` key, or an own `constructor` object with an own `prototype`, is refused
 * (throws). secure-json-parse first searches the text with two regular expressions and walks the
 * value only when either matches; for a snapshot save, whose 66 KB document travels as one string,
 * those searches cost far more than walking the three fields of the parsed body. The walk alone
 * refuses exactly the same bodies (the expressions only ever skip a walk that would find nothing);
 * json-body.test.ts holds the two to the same answers.
 */
export function parseJsonText(text: string): unknown {
  const value: unknown = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  if (typeof value === 'object' && value !== null && holdsPrototypeKeys(value)) {
    throw new SyntaxError('Object contains forbidden prototype property');
  }
  return value;
}

const hasOwn = (value: object, key: string) => Object.prototype.hasOwnProperty.call(value, key);

/** secure-json-parse's `filter` with both actions 'error', as a yes or no; iterative, so any depth is safe. */
function holdsPrototypeKeys(value: object): boolean {
  const stack: object[] = [value];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (hasOwn(node, '__proto__')) return true;
    const constructor = hasOwn(node, 'constructor') ? (node as { constructor: unknown }).constructor : null;
    if (typeof constructor === 'object' && constructor !== null && hasOwn(constructor, 'prototype')) return true;
    for (const key in node) {
      const child = (node as Record<string, unknown>)[key];
      if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
  return false;
}

/**
 * JSON bodies: prototype-poisoning keys are refused, and so are nesting deeper than MAX_JSON_DEPTH,
 * objects with more than MAX_OBJECT_KEYS fields and trees of more than MAX_TREE_NODES nodes, all before
 * any schema walks the body: validation then costs at most what a legitimate body costs. Size limits
 * are per route.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    // JSON only: a cross-site form can post text/plain or urlencoded bodies, so nothing else is parsed.
    app.removeAllContentTypeParsers();
    const parseJson = (body: string | Buffer, done: (error: Error | null, value?: unknown) => void) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(new AppError('malformed_json', { message: 'The request body is empty.' }));
      let value: unknown;
      try {
        value = parseJsonText(text);
      } catch {
        return done(new AppError('malformed_json'));
      }
      const shape = jsonShapeProblem(value);
      if (shape === 'too_deep') {
        return done(new AppError('validation_failed', { message: 'The request body is nested too deeply.' }));
      }
      if (shape === 'too_many_keys') {
        return done(
          new AppError('validation_failed', {
            message: `An object in the request body has more than ${MAX_OBJECT_KEYS} fields.`,
          }),
        );
      }
      const tree = findOversizedTree(value, { maxNodes: MAX_TREE_NODES });
      if (tree) {
        return done(
          new AppError('validation_failed', {
            message: `A tree in the request body has more than ${MAX_TREE_NODES} nodes.`,
            details: [{ path: `body.${tree.path}`, message: `At most ${MAX_TREE_NODES} nodes` }],
          }),
        );
      }
      done(null, value);
    };
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      parseJson(body, done),
    );
    // RFC 6902 patches (PATCH of a snapshot, docs/decisions/035-cheap-saves.md): JSON with the same limits.
    app.addContentTypeParser('application/json-patch+json', { parseAs: 'string' }, (_request, body, done) =>
      parseJson(body, done),
    );
  },
  { name: 'json-body' },
);
