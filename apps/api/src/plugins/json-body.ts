import { MAX_JSON_DEPTH, jsonDepth } from '@caseboard/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import secureJson from 'secure-json-parse';
import { AppError } from '../lib/app-error.js';

/**
 * JSON bodies: prototype-poisoning keys are refused, and nesting deeper than MAX_JSON_DEPTH is refused
 * before any schema walks it, so hostile input cannot exhaust the stack. Body size limits are per route.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    // JSON only: a cross-site form can post text/plain or urlencoded bodies, so nothing else is parsed.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(new AppError('malformed_json', { message: 'The request body is empty.' }));
      let value: unknown;
      try {
        value = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
      } catch {
        return done(new AppError('malformed_json'));
      }
      if (jsonDepth(value) > MAX_JSON_DEPTH) {
        return done(new AppError('validation_failed', { message: 'The request body is nested too deeply.' }));
      }
      done(null, value);
    });
  },
  { name: 'json-body' },
);
