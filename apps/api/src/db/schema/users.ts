/**
 * Accounts, sessions and the audit trail (docs/features/browsing.md §8: app_user, user_framework, session,
 * audit_event). Source: docs/features/curation.md §9, §12; docs/features/accounts-and-security.md §1; docs/features/curation.md §18.
 */
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { framework } from './frameworks.js';

/** A sign-in account. No public sign-up: accounts are made with `npm run user`. */
export const appUser = pgTable('app_user', {
  id: serial('id').primaryKey(),
  /** Unique, compared case-insensitively (stored lower-case). */
  username: text('username').notNull().unique(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().default(''),
  /** scrypt hash in PHC-like form `scrypt$N$r$p$salt$hash` (base64); null until a password is set. */
  passwordHash: text('password_hash'),
  /** Subset of ROLES ('framework_manager', 'content_manager'). */
  roles: text('roles').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
});

/** Frameworks a framework manager may edit. */
export const userFramework = pgTable(
  'user_framework',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    frameworkId: integer('framework_id')
      .notNull()
      .references(() => framework.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.frameworkId] })],
);

/**
 * Server-side session (@fastify/session store). `idHash` is the SHA-256 of the session id, so the
 * table never holds a usable cookie value; `data` holds the user id and the CSRF secret.
 */
export const session = pgTable(
  'session',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('session_expires_idx').on(t.expiresAt), index('session_user_idx').on(t.userId)],
);

/** Who changed what, when: one row per change made through the API (docs/features/curation.md §18). */
export const auditEvent = pgTable(
  'audit_event',
  {
    id: serial('id').primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for changes made by the command line (`npm run user`). */
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    /** Kept when the user is later removed. */
    username: text('username').notNull(),
    /** For example 'domain.create', 'competency.update', 'version.release', 'user.password'. */
    action: text('action').notNull(),
    /** 'framework_version', 'domain', 'competency', 'attribute', 'attribute_type', 'expertise_level', 'app_user'. */
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    frameworkId: integer('framework_id').references(() => framework.id, { onDelete: 'set null' }),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_event_framework_idx').on(t.frameworkId, t.occurredAt)],
);

/**
 * Sign-in limits as token buckets (ADR 0024; migration 0011): one row per limited key (address, address +
 * username), the moment its bucket is full again. Written only with SQL in `modules/accounts/sign-in-limit.ts`.
 */
export const signInBucket = pgTable('sign_in_bucket', {
  key: text('key').primaryKey(),
  fullAt: timestamp('full_at', { withTimezone: true }).notNull(),
});
