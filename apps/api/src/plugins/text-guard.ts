/**
 * One guard for the text of every request (ADR 0024, ADR 0018), before any route sees it:
 * - a JSON body must be valid UTF-8 (Node would silently replace bad bytes with U+FFFD): 400 otherwise;
 * - a NUL or another control character (C0 and C1, DEL), raw or encoded (`&#1;`, ADR 0039), in any
 *   string of the body, the query or the path parameters is refused with a 400 naming the field (tab, line
 *   feed and carriage return are text); so is a lone UTF-16 surrogate;
 * - invisible characters (zero-width spaces and joiners, word joiner, BOM) are trimmed from both ends of
 *   every string, so a title made only of them is blank and meets the routes' own 'required' checks.
 * Multipart uploads (images, CSV and CASE files) are checked by their own importers.
 */
import { hasControlCharacter, hasLoneSurrogate } from '@hub/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import secureJsonParse from 'secure-json-parse';
import { badRequest, type ErrorIssue } from '../lib/errors.js';

const INVISIBLE_EDGES = /^[\u200B-\u200D\u2060\uFEFF]+|[\u200B-\u200D\u2060\uFEFF]+$/g;
const MAX_DEPTH = 32;

/**
 * Checks and cleans the strings of a parsed value in place.
 * @param path the field path so far ('' at the top)
 * @returns the cleaned value (strings with invisible edges trimmed)
 */
export function guardText(value: unknown, path: string, issues: ErrorIssue[], depth = 0): unknown {
  if (typeof value === 'string') {
    if (hasControlCharacter(value)) {
      issues.push({ path: path || 'body', message: 'must not contain control characters such as NUL' });
      return value;
    }
    if (hasLoneSurrogate(value)) {
      // A lone UTF-16 surrogate ('\ud800' in JSON) is no character: PostgreSQL would refuse or replace it.
      issues.push({ path: path || 'body', message: 'must not contain a lone UTF-16 surrogate' });
      return value;
    }
    return value.replace(INVISIBLE_EDGES, '');
  }
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = guardText(value[i], `${path}.${i}`, issues, depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const field = path ? `${path}.${key}` : key;
    if (hasControlCharacter(key))
      issues.push({ path: field, message: 'must not contain control characters' });
    record[key] = guardText(record[key], field, issues, depth + 1);
  }
  return value;
}

function guardRequest(request: FastifyRequest): void {
  const issues: ErrorIssue[] = [];
  if (request.body !== undefined && !Buffer.isBuffer(request.body)) {
    request.body = guardText(request.body, '', issues);
  }
  if (request.query && typeof request.query === 'object') guardText(request.query, 'query', issues);
  if (request.params && typeof request.params === 'object') guardText(request.params, 'params', issues);
  if (issues.length > 0) {
    throw badRequest(`Invalid request: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, issues);
  }
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Registers the strict UTF-8 JSON parser and the preValidation guard on the whole application. */
export const registerTextGuard = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    let text: string;
    try {
      text = decoder.decode(body as Buffer);
    } catch {
      done(badRequest('The request body is not valid UTF-8.'), undefined);
      return;
    }
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(
        null,
        secureJsonParse.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }),
      );
    } catch {
      done(badRequest('The request body is not valid JSON.'), undefined);
    }
  });
  // A callback hook, not an async one: this runs on every request, public reads included.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      guardRequest(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
});
