/**
 * Accounts and sessions: request and response schemas of `/api/v1/session*` and `/api/v1/account/*`,
 * shared by the server (validation, OpenAPI) and the web app (forms, types).
 * Source: docs/features/curation.md §2, §9, §13; docs/features/accounts-and-security.md §2; docs/features/original-hub.md (server-side session,
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

/**
 * What the caller may do with one framework they manage (ADR 0035). Computed by the server from the rules
 * it enforces; the web app reads these instead of checking roles.
 */
export const frameworkCapabilitiesSchema = z.object({
  /** Its manage screens: content, vocabularies, metadata, drafts, releases and imports into the draft. */
  manage: z.boolean(),
  /** Create, edit, map and clone its reference profiles. */
  editProfiles: z.boolean(),
  /** Create, edit and delete its career pathways. */
  editCareerPathways: z.boolean(),
});
export type FrameworkCapabilities = z.infer<typeof frameworkCapabilitiesSchema>;

/**
 * What the caller may do (ADR 0035), sent with the session only: the visitor pages are cached and the
 * same for everyone, so no public read carries it.
 */
export const capabilitiesSchema = z.object({
  /** Create a framework (or import a CASE package as one); the 'Manage frameworks' link and panels. */
  createFramework: z.boolean(),
  /** Training resources and learning pathways: the managers' list, create, edit, archive, map. */
  manageTraining: z.boolean(),
  /** 'Create your profile', kept in the browser only (anonymous visitors and users with no role). */
  createOwnProfile: z.boolean(),
  /** By framework machine name: the frameworks the caller manages. Any other framework allows nothing. */
  frameworks: z.record(z.string(), frameworkCapabilitiesSchema),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;

/**
 * What the caller may do on a framework's manage view in its current state (ADR 0035): edit, release and
 * discard its draft, or create one when there is none, and edit its metadata.
 */
export const manageViewCapabilitiesSchema = z.object({
  edit: z.boolean(),
  release: z.boolean(),
  discardDraft: z.boolean(),
  createDraft: z.boolean(),
  editMetadata: z.boolean(),
});
export type ManageViewCapabilities = z.infer<typeof manageViewCapabilitiesSchema>;

/**
 * `GET /api/v1/session`: who is signed in (null for an anonymous visitor) and what they may do (`can`;
 * everything false for an anonymous visitor but `createOwnProfile`).
 */
export const sessionResponseSchema = z.object({
  user: currentUserSchema.nullable(),
  can: capabilitiesSchema,
});
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
 * `newPassword` or `confirmPassword` (docs/features/original-hub.md: require the current password, match, minimum length).
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
