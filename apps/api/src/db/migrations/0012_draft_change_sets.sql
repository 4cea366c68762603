-- Issue #21 §3 (ADR 0022): an import into a draft is one recorded change set, with the draft's rows as
-- they were before it, so 'Undo this import' can restore them. Removed with the draft.
CREATE TABLE "draft_change_set" (
  "id" serial PRIMARY KEY,
  "framework_id" integer NOT NULL REFERENCES "framework"("id"),
  "version_id" integer NOT NULL REFERENCES "framework_version"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "summary" jsonb NOT NULL,
  "snapshot" jsonb NOT NULL,
  "user_id" integer REFERENCES "app_user"("id") ON DELETE SET NULL,
  "username" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "draft_change_set_version_idx" ON "draft_change_set" ("version_id", "id");
