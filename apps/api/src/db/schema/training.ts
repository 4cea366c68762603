/**
 * Drizzle schema of training resources, their mappings to competencies and learning pathways (docs/features/training.md §5, §6; docs/features/training.md §3; docs/features/curation.md §9 'Training resource'; docs/features/browsing.md §8). Migration 0006.
 *
 * A mapping names a competency (and optionally one of its attributes) by lineage uuid within a framework,
 * so it follows the competency across versions. A mapping is 'deprecated' when its competency or attribute
 * is archived or absent in the framework's newest live version (computed on read, never stored).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { framework } from './frameworks.js';
import { media } from './profiles.js';
import { appUser } from './users.js';

/** Provenance of a shipped resource (`source_ref` of the knowledge-base file, see its README). */
export interface TrainingResourceSourceJson {
  file: string;
  kb2019_nid: string | null;
  kb2017_rows: number[];
  filled_from_2017: string[];
  /** The resource's languages (codes such as `en`), when the file gives them (ADR 0046). */
  language?: string[];
  /** `framework-authors`: mapped to its competencies by the framework's own authors (ADR 0046). */
  mapped_by?: 'framework-authors';
  /** Where the file's source listed it (the curators' record). */
  provenance?: string;
}

/**
 * The values TeSS gave at a resource's last import (ADR 0052): the form's fields as stored (sanitised), and
 * the description's Markdown as TeSS wrote it. A field whose value differs from these was changed by a
 * content manager since that import.
 */
export interface TessImportedJson {
  values: Record<string, string | string[] | null>;
  descriptionMarkdown: string | null;
}

/** A training resource (course, event, material). Rich-text fields hold sanitised HTML. */
export const trainingResource = pgTable(
  'training_resource',
  {
    id: serial('id').primaryKey(),
    /** Bumped by every change (migration 0009, ADR 0021): writes state it in If-Match. */
    revision: integer('revision').notNull().default(1),
    /** From the title (`@sindresorhus/slugify`), `-2`, `-3`… on collision; unique. */
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** TRAINING_RESOURCE_TYPES: Online, Face-to-Face, Webinar, Hackathon. */
    type: text('type').notNull().default('Online'),
    description: text('description').notNull().default(''),
    learningOutcomes: text('learning_outcomes').notNull().default(''),
    targetAudience: text('target_audience').notNull().default(''),
    organisers: text('organisers').notNull().default(''),
    trainers: text('trainers').notNull().default(''),
    /** Calendar dates (`YYYY-MM-DD`), no time zone. */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** Empty means Online. */
    location: text('location').notNull().default(''),
    /** http(s) URL. */
    url: text('url').notNull(),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    archived: boolean('archived').notNull().default(false),
    authorId: integer('author_id').references(() => appUser.id, { onDelete: 'set null' }),
    /** TeSS item id (a string of digits) when imported from TeSS. */
    tessId: text('tess_id'),
    tessContentProvider: text('tess_content_provider'),
    /** 'event' or 'material'. */
    tessCategory: text('tess_category'),
    /** What TeSS gave at the last import (migration 0025, ADR 0052); null when never imported since. */
    tessImported: jsonb('tess_imported').$type<TessImportedJson>(),
    hitCount: integer('hit_count').notNull().default(0),
    /** Stable key of a shipped resource (`bioexcel-kb:nid:936`, `bioexcel-kb:2017:12`): idempotent import. */
    importKey: text('import_key').unique(),
    source: jsonb('source').$type<TrainingResourceSourceJson>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('training_resource_tess_uq').on(t.tessCategory, t.tessId).where(sql`${t.tessId} IS NOT NULL`),
    index('training_resource_updated_idx').on(t.updatedAt),
  ],
);

/**
 * One mapping of a resource to a competency (attribute_uuid null) or to one attribute of it, by lineage
 * uuid within a framework. Unique per (resource, framework, competency, attribute) with null counted once.
 */
export const trainingResourceMapping = pgTable(
  'training_resource_mapping',
  {
    id: serial('id').primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => trainingResource.id, { onDelete: 'cascade' }),
    frameworkId: integer('framework_id')
      .notNull()
      .references(() => framework.id),
    competencyUuid: uuid('competency_uuid').notNull(),
    attributeUuid: uuid('attribute_uuid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('training_resource_mapping_resource_idx').on(t.resourceId),
    index('training_resource_mapping_competency_idx').on(t.frameworkId, t.competencyUuid),
  ],
);

/** A learning pathway of a framework: an ordered list of training resources. */
export const learningPathway = pgTable(
  'learning_pathway',
  {
    id: serial('id').primaryKey(),
    /** Bumped by every change (migration 0009, ADR 0021): writes state it in If-Match. */
    revision: integer('revision').notNull().default(1),
    frameworkId: integer('framework_id')
      .notNull()
      .references(() => framework.id),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(false),
    /** `/learning-pathways/{id}`-style path used as the link by the hub API (`url_alias`). */
    urlAlias: text('url_alias').notNull(),
    authorId: integer('author_id').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('learning_pathway_alias_uq').on(t.frameworkId, t.urlAlias),
    index('learning_pathway_framework_idx').on(t.frameworkId),
  ],
);

/** One step of a learning pathway: a training resource at a 1-based position, with an optional note. */
export const learningPathwayStep = pgTable(
  'learning_pathway_step',
  {
    pathwayId: integer('pathway_id')
      .notNull()
      .references(() => learningPathway.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => trainingResource.id, { onDelete: 'cascade' }),
    /** Plain text. */
    note: text('note').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.pathwayId, t.position] }),
    unique('learning_pathway_step_resource_uq').on(t.pathwayId, t.resourceId),
  ],
);
