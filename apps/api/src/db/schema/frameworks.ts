/**
 * Drizzle schema of the framework aggregate: framework → version → domain → competency → attribute,
 * plus the framework's attribute types, expertise levels and the provenance of imported files.
 * docs/features/browsing.md §8. Live versions are immutable: a trigger in migration 0001 rejects any change
 * to a live version's rows (and to a live version itself, except its release notes).
 * Uuids are deterministic (ADR 0009); `dataMigration` records the one-time data migrations that ran.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const versionStatus = pgEnum('version_status', ['draft', 'live']);

export const framework = pgTable('framework', {
  id: serial('id').primaryKey(),
  /** Bumped by every change (migration 0009, ADR 0021): writes state it in If-Match. */
  revision: integer('revision').notNull().default(1),
  machineName: text('machine_name').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  category: text('category').notNull(),
  logoUrl: text('logo_url'),
  licence: text('licence').notNull().default('CC BY 4.0'),
  acknowledgement: text('acknowledgement').notNull().default(''),
  /** The framework's owner, who publishes it (CTDL-ASN publisher and creator; migration 0010). */
  publisherName: text('publisher_name'),
  /** The owner's web address, when known (CTDL-ASN `ceterms:subjectWebpage` of the publisher). */
  publisherUrl: text('publisher_url'),
  /** The owner's Credential Registry CTID, when known (CTDL-ASN publisher `@id`; migration 0020, ADR 0044). */
  publisherCtid: text('publisher_ctid'),
  /** Set when this framework is an extension of another framework's version. */
  coreFrameworkId: integer('core_framework_id').references((): AnyPgColumn => framework.id),
  coreVersionNumber: text('core_version_number'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const frameworkVersion = pgTable(
  'framework_version',
  {
    id: serial('id').primaryKey(),
    /** Bumped by every change (migration 0009, ADR 0021): writes state it in If-Match. */
    revision: integer('revision').notNull().default(1),
    frameworkId: integer('framework_id')
      .notNull()
      .references(() => framework.id),
    /** Deterministic for imported and released versions: UUIDv5 of machine name + number (ADR 0009). */
    uuid: uuid('uuid').notNull().defaultRandom(),
    number: text('number').notNull(),
    status: versionStatus('status').notNull().default('draft'),
    releaseDate: date('release_date', { mode: 'string' }),
    releaseNotes: text('release_notes').notNull().default(''),
    /** The version a draft was copied from (kept on release); null for imported and empty drafts. */
    basedOnVersionId: integer('based_on_version_id').references((): AnyPgColumn => frameworkVersion.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Version numbers are unique per framework regardless of case (migration 0004).
  (t) => [uniqueIndex('framework_version_number_ci_uq').on(t.frameworkId, sql`lower(${t.number})`)],
);

export const attributeType = pgTable(
  'attribute_type',
  {
    id: serial('id').primaryKey(),
    /** Bumped by every change (migration 0009, ADR 0021): writes state it in If-Match. */
    revision: integer('revision').notNull().default(1),
    frameworkId: integer('framework_id')
      .notNull()
      .references(() => framework.id),
    uuid: uuid('uuid').notNull().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** Set when a release published it: from then on it cannot be edited or removed (ADR 0007). */
    released: boolean('released').notNull().default(false),
  },
  (t) => [unique('attribute_type_title_uq').on(t.frameworkId, t.title)],
);

export const expertiseLevel = pgTable(
  'expertise_level',
  {
    id: serial('id').primaryKey(),
    /** Bumped by every change (migration 0009, ADR 0021): writes state it in If-Match. */
    revision: integer('revision').notNull().default(1),
    frameworkId: integer('framework_id')
      .notNull()
      .references(() => framework.id),
    uuid: uuid('uuid').notNull().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Numeric rating; the 'Not applicable' level has rating 0 (docs/features/original-hub.md). */
    ratingLevel: integer('rating_level').notNull(),
    /** Set when a release published it: from then on it cannot be edited or removed (ADR 0007). */
    released: boolean('released').notNull().default(false),
  },
  (t) => [unique('expertise_level_rating_uq').on(t.frameworkId, t.ratingLevel)],
);

export const domain = pgTable(
  'domain',
  {
    id: serial('id').primaryKey(),
    /** Bumped by every change (migration 0009, ADR 0021): writes state it in If-Match. */
    revision: integer('revision').notNull().default(1),
    versionId: integer('version_id')
      .notNull()
      .references(() => frameworkVersion.id),
    /** Lineage id: the same across versions of the framework. */
    uuid: uuid('uuid').notNull().defaultRandom(),
    code: text('code'),
    title: text('title').notNull(),
    /** The domain's own description (migration 0022, ADR 0046); empty when the framework gives none. */
    description: text('description').notNull().default(''),
    /** The group of domains it belongs to (a third level above competencies, ADR 0046); null: none. */
    groupTitle: text('group_title'),
    /** The group's description, repeated on each domain of the group. */
    groupDescription: text('group_description').notNull().default(''),
    position: integer('position').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [index('domain_version_idx').on(t.versionId), unique('domain_uuid_uq').on(t.versionId, t.uuid)],
);

export const competency = pgTable(
  'competency',
  {
    id: serial('id').primaryKey(),
    /** Bumped by every change (migration 0009, ADR 0021): writes state it in If-Match. */
    revision: integer('revision').notNull().default(1),
    versionId: integer('version_id')
      .notNull()
      .references(() => frameworkVersion.id),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domain.id),
    uuid: uuid('uuid').notNull().defaultRandom(),
    code: text('code'),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    /** Sanitised HTML: 'Competency derived from' / 'This competency maps to'. */
    mappedOtherCompetency: text('mapped_other_competency').notNull().default(''),
  },
  (t) => [
    index('competency_version_idx').on(t.versionId),
    index('competency_domain_idx').on(t.domainId),
    unique('competency_uuid_uq').on(t.versionId, t.uuid),
  ],
);

export const attribute = pgTable(
  'attribute',
  {
    id: serial('id').primaryKey(),
    /** Bumped by every change (migration 0009, ADR 0021): writes state it in If-Match. */
    revision: integer('revision').notNull().default(1),
    versionId: integer('version_id')
      .notNull()
      .references(() => frameworkVersion.id),
    competencyId: integer('competency_id')
      .notNull()
      .references(() => competency.id),
    attributeTypeId: integer('attribute_type_id')
      .notNull()
      .references(() => attributeType.id),
    uuid: uuid('uuid').notNull().defaultRandom(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [
    index('attribute_version_idx').on(t.versionId),
    index('attribute_competency_idx').on(t.competencyId),
    unique('attribute_uuid_uq').on(t.versionId, t.uuid),
  ],
);

/** One source as a citation: what the framework file states of it (authors and year only when known). */
export interface SourceCitation {
  authors?: string;
  title: string;
  year?: string;
  url?: string;
  /** What this source gave (e.g. 'competency titles A-O'). */
  note?: string;
}

/**
 * One row per imported framework file: its provenance, shown under 'Source and completeness'.
 * `versionId` is null when the file added no version (metadata only for a framework that is already live).
 * `fileHash` makes imports idempotent.
 */
export const frameworkSource = pgTable(
  'framework_source',
  {
    id: serial('id').primaryKey(),
    frameworkId: integer('framework_id')
      .notNull()
      .references(() => framework.id),
    versionId: integer('version_id').references(() => frameworkVersion.id),
    versionNumber: text('version_number').notNull(),
    licence: text('licence').notNull(),
    sources: jsonb('sources').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    complete: boolean('complete').notNull(),
    notes: text('notes').notNull().default(''),
    /** The sources as visitors read them (migration 0013, ADR 0030); `sources`/`notes` are curators'. */
    citations: jsonb('citations').$type<SourceCitation[]>().notNull().default(sql`'[]'::jsonb`),
    /** What is complete and what is missing, written for visitors ('About this data'). */
    about: text('about').notNull().default(''),
    fileHash: text('file_hash').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('framework_source_file_uq').on(t.frameworkId, t.versionNumber)],
);

/** One row per one-time data migration that has run (db/data-migrations.ts). */
export const dataMigration = pgTable('data_migration', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A relation between two competencies of one version outside the tree (a CASE import's non-tree
 * association, by its CASE type), the target named by lineage uuid (migration 0010; docs/features/interchange-files.md §9).
 */
export const competencyRelation = pgTable(
  'competency_relation',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => frameworkVersion.id, { onDelete: 'cascade' }),
    competencyId: integer('competency_id')
      .notNull()
      .references(() => competency.id, { onDelete: 'cascade' }),
    relation: text('relation').notNull(),
    targetUuid: uuid('target_uuid').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('competency_relation_uq').on(t.competencyId, t.relation, t.targetUuid),
    index('competency_relation_version_idx').on(t.versionId),
  ],
);
