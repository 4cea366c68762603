/**
 * One application error type with stable codes, mapped to HTTP in the error handler
 * (plugins/errors.ts). docs/ARCHITECTURE.md: "One AppError with stable codes maps to HTTP in one error handler".
 */
import type { ErrorCode, WriteConflict } from '@hub/domain';

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORISED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  TESS_UNAVAILABLE: 502,
};

export interface ErrorIssue {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
    /** Set on a stale write's 409 (ADR 0021). */
    readonly conflict?: WriteConflict,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS[code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badRequest = (message: string, issues?: ErrorIssue[]) =>
  new AppError('BAD_REQUEST', message, issues);

/** True when a database error comes from the live-version guard trigger (migration 0001). */
export function isLiveVersionViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const e = current as { hint?: string; message?: string; cause?: unknown };
    if (e.hint === 'live_version_immutable') return true;
    if (
      typeof e.message === 'string' &&
      /is live and cannot|belongs to a live version|cannot be added to live version|is released and cannot/.test(
        e.message,
      )
    )
      return true;
    current = e.cause;
  }
  return false;
}
