-- Stable identities and two rules on versions (issue #10 §1, ADR 0009).
-- 1. Each version records the version it was based on (a draft copies it; the release keeps it).
ALTER TABLE "framework_version" ADD COLUMN "based_on_version_id" integer;
--> statement-breakpoint
ALTER TABLE "framework_version" ADD CONSTRAINT "framework_version_based_on_version_id_fk" FOREIGN KEY ("based_on_version_id") REFERENCES "public"."framework_version"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Existing versions made with 'Create draft' recorded their source in the audit trail: keep it.
UPDATE "framework_version" v SET "based_on_version_id" = (a."after" ->> 'copiedFromVersionId')::integer
  FROM "audit_event" a
  WHERE a."action" = 'version.create_draft' AND a."entity_type" = 'framework_version' AND a."entity_id" = v."id"
    AND jsonb_typeof(a."after" -> 'copiedFromVersionId') = 'number'
    AND EXISTS (SELECT 1 FROM "framework_version" s WHERE s."id" = (a."after" ->> 'copiedFromVersionId')::integer AND s."framework_id" = v."framework_id");
--> statement-breakpoint
-- 2. Version numbers are unique per framework regardless of case ('E1' cannot sit beside 'e1').
ALTER TABLE "framework_version" DROP CONSTRAINT "framework_version_number_uq";
--> statement-breakpoint
CREATE UNIQUE INDEX "framework_version_number_ci_uq" ON "framework_version" USING btree ("framework_id", lower("number"));
--> statement-breakpoint
-- 3. A live version may change only its release notes: its release date, uuid and the version it was
--    based on never change (the 0001 guard, extended to the new column).
CREATE OR REPLACE FUNCTION "reject_live_version_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status = 'live' THEN
      RAISE EXCEPTION 'framework version % is live and cannot be deleted', OLD.id USING ERRCODE = 'P0001', HINT = 'live_version_immutable';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status = 'live' AND (
       NEW.status IS DISTINCT FROM OLD.status OR NEW.number IS DISTINCT FROM OLD.number
    OR NEW.framework_id IS DISTINCT FROM OLD.framework_id OR NEW.uuid IS DISTINCT FROM OLD.uuid
    OR NEW.release_date IS DISTINCT FROM OLD.release_date OR NEW.id IS DISTINCT FROM OLD.id
    OR NEW.based_on_version_id IS DISTINCT FROM OLD.based_on_version_id) THEN
    RAISE EXCEPTION 'framework version % is live and cannot change', OLD.id USING ERRCODE = 'P0001', HINT = 'live_version_immutable';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- 4. One-time data migrations run by the application after the SQL migrations (db/data-migrations.ts);
--    a row here means it has run.
CREATE TABLE "data_migration" (
  "name" text PRIMARY KEY NOT NULL,
  "applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
