-- Reference profiles, their images and career pathways (issue #7 §1; schema/profiles.ts).
-- Profiles belong to a framework version but are not its content: profiles of a live version stay
-- writable (no live-version guard on these tables). Images live in the database (ADR 0012).
CREATE TABLE "media" (
  "id" serial PRIMARY KEY NOT NULL,
  "data" bytea NOT NULL,
  "mime" text NOT NULL CHECK ("mime" IN ('image/jpeg', 'image/png')),
  "size" integer NOT NULL CHECK ("size" > 0 AND "size" <= 2097152),
  "sha256" text NOT NULL,
  "uploaded_by" integer REFERENCES "app_user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile" (
  "id" serial PRIMARY KEY NOT NULL,
  "version_id" integer NOT NULL REFERENCES "framework_version"("id"),
  "title" text NOT NULL,
  "job_title" text NOT NULL,
  "age" integer CHECK ("age" IS NULL OR ("age" >= 0 AND "age" <= 150)),
  "gender" text DEFAULT 'None' NOT NULL CHECK ("gender" IN ('None', 'Male', 'Female', 'Nonbinary', 'Prefernottosay')),
  "seniority_level" text CHECK ("seniority_level" IN ('entry_level', 'mid_level', 'high_level_level', 'managerial')),
  "qualification_background" text DEFAULT '' NOT NULL,
  "current_role" text DEFAULT '' NOT NULL,
  "additional_information" text DEFAULT '' NOT NULL,
  "image_id" integer REFERENCES "media"("id") ON DELETE SET NULL,
  "publishing_status" text DEFAULT 'Draft' NOT NULL CHECK ("publishing_status" IN ('Live', 'Draft')),
  "url_alias" text NOT NULL CHECK ("url_alias" ~ '^/[a-z0-9]+(-[a-z0-9]+)*$'),
  "author_id" integer REFERENCES "app_user"("id") ON DELETE SET NULL,
  "source" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "profile_alias_uq" UNIQUE ("version_id", "url_alias")
);
--> statement-breakpoint
CREATE INDEX "profile_version_idx" ON "profile" ("version_id");
--> statement-breakpoint
CREATE TABLE "profile_mapping" (
  "id" serial PRIMARY KEY NOT NULL,
  "profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE,
  "competency_id" integer NOT NULL REFERENCES "competency"("id"),
  "expertise_level_id" integer NOT NULL REFERENCES "expertise_level"("id") ON DELETE CASCADE,
  "attribute_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
  CONSTRAINT "profile_mapping_uq" UNIQUE ("profile_id", "competency_id")
);
--> statement-breakpoint
CREATE TABLE "career_pathway" (
  "id" serial PRIMARY KEY NOT NULL,
  "version_id" integer NOT NULL REFERENCES "framework_version"("id"),
  "title" text NOT NULL,
  "description" text DEFAULT '' NOT NULL,
  "author_id" integer REFERENCES "app_user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "career_pathway_version_idx" ON "career_pathway" ("version_id");
--> statement-breakpoint
CREATE TABLE "career_pathway_step" (
  "pathway_id" integer NOT NULL REFERENCES "career_pathway"("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE,
  CONSTRAINT "career_pathway_step_pkey" PRIMARY KEY ("pathway_id", "position"),
  CONSTRAINT "career_pathway_step_profile_uq" UNIQUE ("pathway_id", "profile_id")
);
--> statement-breakpoint
CREATE TABLE "profile_import" (
  "file_name" text PRIMARY KEY NOT NULL,
  "file_hash" text NOT NULL,
  "imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Cached public reads (lib/response-cache.ts, ADR 0004) must notice profile and pathway changes.
CREATE TRIGGER "profile_revision" AFTER INSERT OR UPDATE OR DELETE ON "profile" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
--> statement-breakpoint
CREATE TRIGGER "profile_mapping_revision" AFTER INSERT OR UPDATE OR DELETE ON "profile_mapping" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
--> statement-breakpoint
CREATE TRIGGER "career_pathway_revision" AFTER INSERT OR UPDATE OR DELETE ON "career_pathway" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
--> statement-breakpoint
CREATE TRIGGER "career_pathway_step_revision" AFTER INSERT OR UPDATE OR DELETE ON "career_pathway_step" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
