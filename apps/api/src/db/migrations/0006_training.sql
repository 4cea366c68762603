-- Training resources, their mappings to competencies (by lineage uuid) and learning pathways
-- (issue #8 §1, §4; schema/training.ts). Resources are not framework content: no live-version guard.
CREATE TABLE "training_resource" (
  "id" serial PRIMARY KEY NOT NULL,
  "slug" text NOT NULL CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  "title" text NOT NULL CHECK (length(btrim("title")) > 0),
  "type" text DEFAULT 'Online' NOT NULL CHECK ("type" IN ('Online', 'Face-to-Face', 'Webinar', 'Hackathon')),
  "description" text DEFAULT '' NOT NULL,
  "learning_outcomes" text DEFAULT '' NOT NULL,
  "target_audience" text DEFAULT '' NOT NULL,
  "organisers" text DEFAULT '' NOT NULL,
  "trainers" text DEFAULT '' NOT NULL,
  "start_date" date,
  "end_date" date,
  "location" text DEFAULT '' NOT NULL,
  "url" text NOT NULL CHECK ("url" ~* '^https?://'),
  "keywords" text[] DEFAULT '{}'::text[] NOT NULL,
  "archived" boolean DEFAULT false NOT NULL,
  "author_id" integer REFERENCES "app_user"("id") ON DELETE SET NULL,
  "tess_id" text,
  "tess_content_provider" text,
  "tess_category" text CHECK ("tess_category" IS NULL OR "tess_category" IN ('event', 'material')),
  "hit_count" integer DEFAULT 0 NOT NULL,
  "import_key" text,
  "source" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "training_resource_slug_unique" UNIQUE ("slug"),
  CONSTRAINT "training_resource_import_key_unique" UNIQUE ("import_key"),
  CONSTRAINT "training_resource_dates_ck" CHECK ("start_date" IS NULL OR "end_date" IS NULL OR "start_date" <= "end_date")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "training_resource_tess_uq" ON "training_resource" ("tess_category", "tess_id") WHERE "tess_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "training_resource_updated_idx" ON "training_resource" ("updated_at");
--> statement-breakpoint
CREATE TABLE "training_resource_mapping" (
  "id" serial PRIMARY KEY NOT NULL,
  "resource_id" integer NOT NULL REFERENCES "training_resource"("id") ON DELETE CASCADE,
  "framework_id" integer NOT NULL REFERENCES "framework"("id"),
  "competency_uuid" uuid NOT NULL,
  "attribute_uuid" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "training_resource_mapping_uq" ON "training_resource_mapping"
  ("resource_id", "framework_id", "competency_uuid", COALESCE("attribute_uuid", '00000000-0000-0000-0000-000000000000'::uuid));
--> statement-breakpoint
CREATE INDEX "training_resource_mapping_resource_idx" ON "training_resource_mapping" ("resource_id");
--> statement-breakpoint
CREATE INDEX "training_resource_mapping_competency_idx" ON "training_resource_mapping" ("framework_id", "competency_uuid");
--> statement-breakpoint
CREATE TABLE "learning_pathway" (
  "id" serial PRIMARY KEY NOT NULL,
  "framework_id" integer NOT NULL REFERENCES "framework"("id"),
  "title" text NOT NULL CHECK (length(btrim("title")) > 0),
  "description" text DEFAULT '' NOT NULL,
  "image_id" integer REFERENCES "media"("id") ON DELETE SET NULL,
  "published" boolean DEFAULT false NOT NULL,
  "url_alias" text NOT NULL,
  "author_id" integer REFERENCES "app_user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "learning_pathway_alias_uq" UNIQUE ("framework_id", "url_alias")
);
--> statement-breakpoint
CREATE INDEX "learning_pathway_framework_idx" ON "learning_pathway" ("framework_id");
--> statement-breakpoint
CREATE TABLE "learning_pathway_step" (
  "pathway_id" integer NOT NULL REFERENCES "learning_pathway"("id") ON DELETE CASCADE,
  "position" integer NOT NULL CHECK ("position" > 0),
  "resource_id" integer NOT NULL REFERENCES "training_resource"("id") ON DELETE CASCADE,
  "note" text DEFAULT '' NOT NULL,
  CONSTRAINT "learning_pathway_step_pathway_id_position_pk" PRIMARY KEY ("pathway_id", "position"),
  CONSTRAINT "learning_pathway_step_resource_uq" UNIQUE ("pathway_id", "resource_id")
);
