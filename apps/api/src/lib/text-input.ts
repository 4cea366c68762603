/**
 * Validation of text fields in write requests (docs/features/curation.md §10): plain text has its
 * markup stripped and must not be blank afterwards; problems are collected as issues and thrown as one
 * 400 Bad Request.
 */
import { type AppError, badRequest, type ErrorIssue } from './errors.js';
import { stripTags } from './sanitize.js';

/** A 400 listing every issue ('Invalid request: path: message; …'). */
export function invalid(issues: ErrorIssue[]): AppError {
  return badRequest(`Invalid request: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, issues);
}

/**
 * Strips markup from a required plain text; records an issue at `path` when nothing is left.
 * @returns the stripped text
 */
export function requiredText(text: string, path: string, message: string, issues: ErrorIssue[]): string {
  const clean = stripTags(text);
  if (clean === '') issues.push({ path, message });
  return clean;
}

/** @throws AppError BAD_REQUEST (see `invalid`) when `issues` is not empty */
export function throwIfIssues(issues: ErrorIssue[]): void {
  if (issues.length > 0) throw invalid(issues);
}
