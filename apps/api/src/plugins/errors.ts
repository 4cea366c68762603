/**
 * One error handler for every route: AppError → its status and code; request validation → 400 with
 * each issue's path; rate limit → 429; anything else → 500 with the message hidden from the client
 * and logged. Body shape: `ErrorBody` from @hub/domain. DESIGN.md §HTTP API.
 */
import type { ErrorBody, ErrorCode } from '@hub/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isLiveVersionViolation } from '../lib/errors.js';

function body(code: ErrorCode, message: string, issues?: { path: string; message: string }[]): ErrorBody {
  return { error: issues ? { code, message, issues } : { code, message } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(body(error.code, error.message, error.issues));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [
          error.validationContext,
          ...(v.instancePath ? v.instancePath.split('/').filter(Boolean) : []),
        ].join('.'),
        message: v.message ?? 'invalid value',
      }));
      return reply
        .code(400)
        .send(
          body(
            'BAD_REQUEST',
            `Invalid request: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
            issues,
          ),
        );
    }
    if (isLiveVersionViolation(error)) {
      return reply
        .code(409)
        .send(body('CONFLICT', 'Released versions cannot be changed; create a draft instead.'));
    }
    if (typeof error.code === 'string' && error.code.startsWith('FST_CSRF')) {
      // The web client fetches a new token and retries once when it sees this header.
      return reply
        .code(403)
        .header('x-csrf-invalid', '1')
        .send(body('FORBIDDEN', 'Missing or invalid CSRF token: reload the page and try again.'));
    }
    if (error.statusCode === 429) {
      return reply
        .code(429)
        .send(body('RATE_LIMITED', 'Too many requests; please wait a moment and try again.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code: ErrorCode = error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
      return reply.code(error.statusCode).send(body(code, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send(body('INTERNAL', 'Something went wrong on the server. Please try again later.'));
  });
}
