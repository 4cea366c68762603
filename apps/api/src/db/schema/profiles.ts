/**
 * Drizzle schema of reference profiles, their images and career pathways (docs/features/profiles.md §1; docs/features/browsing.md §8 'Profile as read / written', 'Career pathway'). Migration 0005.
 *
 * Profiles belong to a framework version but are not part of its content: the profiles of a live
 * version stay writable (the live-version guard of migration 0001 does not cover these tables).
 * Images are stored in the database (`media`, ADR 0012) so every instance and both drivers serve them.
 */
import type { ProfileDerivation } from '@hub/domain';
import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { competency, expertiseLevel, frameworkVersion, type SourceCitation } from './frameworks.js';
import { appUser } from './users.js';

/** PostgreSQL `bytea` as a Node.js Buffer (both drivers return binary columns as bytes). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An uploaded image (JPG or PNG, checked by magic bytes, at most 2 MB), served by `/api/v1/media/{id}`. */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  data: bytea('data').notNull(),
  /** 'image/jpeg' or 'image/png', from the content, never from the client. */
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  /** Hex SHA-256 of `data`. */
  sha256: text('sha256').notNull(),
  uploadedBy: integer('uploaded_by').references(() => appUser.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Provenance of an imported profile ('Source' on the profile page). */
export interface ProfileSourceJson {
  title: string;
  text: string;
  sources: string[];
  complete: boolean;
  /** The source as one citation line for visitors (ADR 0030); absent on profiles imported before it. */
  citation?: SourceCitation;
  /** The shipped file it came from. */
  file?: string;
  /** What the profiles are, shown wherever they appear (e.g. 'DIRECT sample profile'; ADR 0046). */
  label?: string;
}

/** How a profile's levels were derived from a survey (migration 0024; the shape of `ProfileDerivation`). */
export type ProfileDerivationJson = ProfileDerivation;

/** A reference (career) profile of one framework version. */
export const profile = pgTable(
  'profile',
  {
    id: serial('id').primaryKey(),
    /** Bumped by every change (migration 0009, ADR 0021): writes state it in If-Match. */
    revision: integer('revision').notNull().default(1),
    versionId: integer('version_id')
      .notNull()
      .references(() => frameworkVersion.id),
    /** The person's name. */
    title: text('title').notNull(),
    jobTitle: text('job_title').notNull(),
    age: integer('age'),
    /** PROFILE_GENDERS. */
    gender: text('gender').notNull().default('None'),
    /** SENIORITY_LEVELS or null. */
    seniorityLevel: text('seniority_level'),
    /** Sanitised HTML. */
    qualificationBackground: text('qualification_background').notNull().default(''),
    /** Sanitised HTML. */
    currentRole: text('current_role').notNull().default(''),
    /** Sanitised HTML. */
    additionalInformation: text('additional_information').notNull().default(''),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    /** 'Live' or 'Draft'. */
    publishingStatus: text('publishing_status').notNull().default('Draft'),
    /** `/slug` of the name, unique per version. */
    urlAlias: text('url_alias').notNull(),
    authorId: integer('author_id').references(() => appUser.id, { onDelete: 'set null' }),
    source: jsonb('source').$type<ProfileSourceJson>(),
    /** Set on profiles created from a survey (migration 0024); the file itself is not stored. */
    derivation: jsonb('derivation').$type<ProfileDerivationJson>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('profile_alias_uq').on(t.versionId, t.urlAlias),
    index('profile_version_idx').on(t.versionId),
  ],
);

/** One mapped competency of a profile (a competency of the version, or of its core version). */
export const profileMapping = pgTable(
  'profile_mapping',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profile.id, { onDelete: 'cascade' }),
    competencyId: integer('competency_id')
      .notNull()
      .references(() => competency.id),
    expertiseLevelId: integer('expertise_level_id')
      .notNull()
      .references(() => expertiseLevel.id, { onDelete: 'cascade' }),
    attributeIds: integer('attribute_ids').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [unique('profile_mapping_uq').on(t.profileId, t.competencyId)],
);

/** A career pathway: an ordered list of Live profiles of one version (API in a later task). */
export const careerPathway = pgTable(
  'career_pathway',
  {
    id: serial('id').primaryKey(),
    /** Bumped by every change (migration 0009, ADR 0021): writes state it in If-Match. */
    revision: integer('revision').notNull().default(1),
    versionId: integer('version_id')
      .notNull()
      .references(() => frameworkVersion.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    authorId: integer('author_id').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('career_pathway_version_idx').on(t.versionId)],
);

/** One step of a career pathway: a profile at a position (each profile once per pathway). */
export const careerPathwayStep = pgTable(
  'career_pathway_step',
  {
    pathwayId: integer('pathway_id')
      .notNull()
      .references(() => careerPathway.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profile.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.pathwayId, t.position] }),
    unique('career_pathway_step_profile_uq').on(t.pathwayId, t.profileId),
  ],
);

/** One row per imported profile file: makes the import idempotent (same name and content: skipped). */
export const profileImport = pgTable('profile_import', {
  fileName: text('file_name').primaryKey(),
  fileHash: text('file_hash').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});
