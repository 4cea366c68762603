/**
 * One error handler for every route: AppError → its status and code; request validation → 400 with
 * each issue's path; rate limit → 429 (imsx_StatusInfo `server_busy` under `/ims/case/`); a value the database cannot store → 400; the database out of
 * reach (restart) → 503 with Retry-After; anything else → 500 with the message hidden from the client
 * and logged. Body shape: `ErrorBody` from @hub/domain. docs/features/public-api.md §1.
 */
import type { ErrorBody, ErrorCode } from '@hub/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isLiveVersionViolation } from '../lib/errors.js';
import { isCasePath, statusInfo } from '../lib/imsx.js';
import { sqlState } from '../lib/sql-state.js';

/**
 * SQLSTATEs of values the database cannot take (numeric out of range, bad text representation, NUL or a
 * byte outside UTF-8, an untranslatable character): bad input, never a server fault (ADR 0039).
 */
const BAD_VALUE_STATES = new Set(['22003', '22P02', '22021', '22P05', '2200N', '22001']);
/**
 * busboy's messages for a malformed multipart body (no boundary, cut short, bad part headers). A body cut
 * inside a file part says 'Part terminated early …' when the part was being read.
 */
const BROKEN_MULTIPART =
  /^(Multipart: |Unexpected end of (form|multipart data)|Malformed part header|Part terminated early)/;
/** Seconds a client is told to wait while the database is unreachable (restart, fail-over). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);

/**
 * Whether an error says the database cannot be reached right now: a connection exception (class 08),
 * an administrator or crash shutdown (57P01-57P03), too many connections (53300), a refused or broken
 * socket, or node-postgres' 'Connection terminated' messages.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state && (state.startsWith('08') || /^57P0[123]$/.test(state) || state === '53300')) return true;
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === 'string' && UNREACHABLE_CODES.has(e.code)) return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|terminating connection|the database system is (starting up|shutting down)|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        e.message,
      )
    )
      return true;
    // AggregateError (a refused IPv4 and IPv6 connect): any of its errors.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = e.cause;
  }
  return false;
}

function body(code: ErrorCode, message: string, issues?: { path: string; message: string }[]): ErrorBody {
  return { error: issues ? { code, message, issues } : { code, message } };
}

/** What the error handler answers for an error: status, `ErrorBody` (or CASE's imsx body), extra headers, and what to log. */
export interface ErrorAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Logged with the error: a warning (database out of reach) or an error (an unhandled fault). */
  log?: { level: 'warn' | 'error'; message: string };
}

/**
 * The answer for an error thrown while handling `url`: the one mapping of the error handler, also used by
 * the page renderer's in-process reads (plugins/page-reads.ts, ADR 0071), so both give the same body.
 */
export function errorAnswer(error: FastifyError, url: string): ErrorAnswer {
  if (error instanceof AppError) {
    const sent = body(error.code, error.message, error.issues);
    if (error.conflict) sent.error.conflict = error.conflict;
    return { status: error.statusCode, body: sent };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: [
        error.validationContext,
        ...(v.instancePath ? v.instancePath.split('/').filter(Boolean) : []),
      ].join('.'),
      message: v.message ?? 'invalid value',
    }));
    return {
      status: 400,
      body: body(
        'BAD_REQUEST',
        `Invalid request: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
        issues,
      ),
    };
  }
  if (isLiveVersionViolation(error)) {
    return {
      status: 409,
      body: body('CONFLICT', 'Released versions cannot be changed; create a draft instead.'),
    };
  }
  if (typeof error.code === 'string' && error.code.startsWith('FST_CSRF')) {
    // The web client fetches a new token and retries once when it sees this header.
    return {
      status: 403,
      headers: { 'x-csrf-invalid': '1' },
      body: body('FORBIDDEN', 'Missing or invalid CSRF token: reload the page and try again.'),
    };
  }
  if (error.statusCode === 429) {
    // CASE clients read imsx_StatusInfo (the binding's 429 is `server_busy`).
    if (isCasePath(url))
      return { status: 429, body: statusInfo('Too many requests; retry later.', 'server_busy') };
    return {
      status: 429,
      body: body('RATE_LIMITED', 'Too many requests; please wait a moment and try again.'),
    };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const code: ErrorCode = error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
    return { status: error.statusCode, body: body(code, error.message) };
  }
  if (BROKEN_MULTIPART.test(error.message ?? '')) {
    // busboy's errors carry no status: an upload without a boundary or cut short is the client's.
    return { status: 400, body: body('BAD_REQUEST', `Invalid upload: ${error.message}`) };
  }
  const state = sqlState(error);
  if (state && BAD_VALUE_STATES.has(state)) {
    return {
      status: 400,
      body: body(
        'BAD_REQUEST',
        'Invalid request: a value is out of range or holds characters that cannot be stored.',
      ),
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
      body: body('INTERNAL', 'The database is unavailable for a moment; please try again shortly.'),
      log: { level: 'warn', message: 'database unavailable' },
    };
  }
  return {
    status: 500,
    body: body('INTERNAL', 'Something went wrong on the server. Please try again later.'),
    log: { level: 'error', message: 'unhandled error' },
  };
}

/** Registers the one error handler: {@link errorAnswer}, logged as it says. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswer(error, request.url);
    if (answer.log) request.log[answer.log.level]({ err: error }, answer.log.message);
    if (answer.headers) reply.headers(answer.headers);
    return reply.code(answer.status).send(answer.body);
  });
}
