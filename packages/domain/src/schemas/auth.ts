/**
 * Accounts and sessions: request and response schemas of `/api/v1/session*` and `/api/v1/account/*`,
 * shared by the server (validation, OpenAPI) and the web app (forms, types).
 * Spec: curation-and-administration.md §2.3, §2.4, §3 (User), §7; DEVIATIONS.md (server-side session,
 * POST logout, change password checks).
 */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, ROLES } from '../constants/index.js';

/** A framework a framework manager may edit. */
export const assignedFrameworkSchema = z.object({ machineName: z.string(), title: z.string() });
export type AssignedFramework = z.infer<typeof assignedFrameworkSchema>;

/** The signed-in user as the UI sees it (`/user/view`, navigation, route guards). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(ROLES)),
  /** Frameworks this user may edit (framework managers only; empty otherwise). */
  frameworks: z.array(assignedFrameworkSchema),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** `GET /api/v1/session`: who is signed in (null for an anonymous visitor). */
export const sessionResponseSchema = z.object({ user: currentUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** `GET /api/v1/session/token`: the CSRF token to send as `X-CSRF-Token` on every unsafe request. */
export const csrfTokenResponseSchema = z.object({ csrfToken: z.string() });
export type CsrfTokenResponse = z.infer<typeof csrfTokenResponseSchema>;

/** `POST /api/v1/session` (sign in). Spec §5: username and password both non-empty. */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Enter your username').max(100),
  password: z.string().min(1, 'Enter your password').max(MAX_PASSWORD_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Sign-in succeeded: the user and a fresh CSRF token (the session id changes on sign-in). */
export const loginResponseSchema = z.object({ user: currentUserSchema, csrfToken: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The one message for a wrong username or password (no hint which was wrong). */
export const BAD_CREDENTIALS_MESSAGE = 'Unrecognised username or password.';

/** A new password: length rules shared by the form and the server. */
export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters`);

/**
 * `PUT /api/v1/account/password`. Field errors come back as `issues` with paths `currentPassword`,
 * `newPassword` or `confirmPassword` (DEVIATIONS.md: require the current password, match, minimum length).
 */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(MAX_PASSWORD_LENGTH),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** `GET /api/authorisation/{username}` (original hub API): frameworks the signed-in user may edit. */
export const authorisationEntrySchema = z.object({
  framework: z.string(),
  framework_machine_name: z.string(),
});
export type AuthorisationEntry = z.infer<typeof authorisationEntrySchema>;
