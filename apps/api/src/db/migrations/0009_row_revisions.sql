-- Issue #21 §1 (ADR 0021): every row a manager can change carries a revision, bumped by every UPDATE that
-- changes it, whoever writes (server, importers, psql). Writes state the revision they were based on
-- (If-Match) and a stale one is refused with 409. A change to a row's parts (a profile's mapping, a
-- pathway's steps, a resource's mappings) bumps the parent's revision.
-- The global content_revision counter (migration 0002) is retired: its single row was locked by every
-- content write, serialising writes across frameworks on PostgreSQL; the change feed (0007) replaced it.
DROP TRIGGER IF EXISTS "framework_revision" ON "framework";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "framework_version_revision" ON "framework_version";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "attribute_type_revision" ON "attribute_type";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "expertise_level_revision" ON "expertise_level";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "domain_revision" ON "domain";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "competency_revision" ON "competency";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "attribute_revision" ON "attribute";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "framework_source_revision" ON "framework_source";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "profile_revision" ON "profile";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "profile_mapping_revision" ON "profile_mapping";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "career_pathway_revision" ON "career_pathway";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "career_pathway_step_revision" ON "career_pathway_step";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "bump_content_revision"();
--> statement-breakpoint
DROP TABLE IF EXISTS "content_revision";
--> statement-breakpoint
ALTER TABLE "framework" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "framework_version" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "domain" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "competency" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "attribute" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "attribute_type" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "expertise_level" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "career_pathway" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "training_resource" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "learning_pathway" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- Bumps NEW.revision when the row changes. A statement that sets the revision itself (a parent bumped for
-- its parts) keeps its value; an UPDATE that changes nothing a manager sees (a training resource's page
-- view count, a timestamp) keeps the revision, so visitors never make a manager's edit stale.
CREATE FUNCTION "bump_row_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.revision IS DISTINCT FROM OLD.revision THEN
    RETURN NEW;
  END IF;
  IF (to_jsonb(NEW) - 'hit_count' - 'updated_at') = (to_jsonb(OLD) - 'hit_count' - 'updated_at') THEN
    RETURN NEW;
  END IF;
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "framework_row_revision" BEFORE UPDATE ON "framework" FOR EACH ROW EXECUTE FUNCTION "bump_row_revision"();
--> statement-breakpoint
CREATE TRIGGER "framework_version_row_revision" BEFORE UPDATE ON "framework_version" FOR EACH ROW EXECUTE FUNCTION "bump_row_revision"();
--> statement-breakpoint
CREATE TRIGGER "domain_row_revision" BEFORE UPDATE ON "domain" FOR EACH ROW EXECUTE FUNCTION "bump_row_revision"();
--> statement-breakpoint
CREATE TRIGGER "competency_row_revision" BEFORE UPDATE ON "competency" FOR EACH ROW EXECUTE FUNCTION "bump_row_revision"();
--> statement-breakpoint
CREATE TRIGGER "attribute_row_revision" BEFORE UPDATE ON "attribute" FOR EACH ROW EXECUTE FUNCTION "bump_row_revision"();
--> statement-breakpoint
CREATE TRIGGER "attribute_type_row_revision" BEFORE UPDATE ON "attribute_type" FOR EACH ROW EXECUTE FUNCTION "bump_row_revision"();
--> statement-breakpoint
CREATE TRIGGER "expertise_level_row_revision" BEFORE UPDATE ON "expertise_level" FOR EACH ROW EXECUTE FUNCTION "bump_row_revision"();
--> statement-breakpoint
CREATE TRIGGER "profile_row_revision" BEFORE UPDATE ON "profile" FOR EACH ROW EXECUTE FUNCTION "bump_row_revision"();
--> statement-breakpoint
CREATE TRIGGER "career_pathway_row_revision" BEFORE UPDATE ON "career_pathway" FOR EACH ROW EXECUTE FUNCTION "bump_row_revision"();
--> statement-breakpoint
CREATE TRIGGER "training_resource_row_revision" BEFORE UPDATE ON "training_resource" FOR EACH ROW EXECUTE FUNCTION "bump_row_revision"();
--> statement-breakpoint
CREATE TRIGGER "learning_pathway_row_revision" BEFORE UPDATE ON "learning_pathway" FOR EACH ROW EXECUTE FUNCTION "bump_row_revision"();
--> statement-breakpoint
-- A change to a row's parts bumps its parent once per statement (transition tables: one trigger per event).
CREATE FUNCTION "bump_parent_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent_table text := TG_ARGV[0];
  parent_key text := TG_ARGV[1];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('UPDATE %I SET revision = revision + 1 WHERE id IN (SELECT DISTINCT %I FROM changed_new)',
                   parent_table, parent_key);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('UPDATE %I SET revision = revision + 1 WHERE id IN (SELECT DISTINCT %I FROM changed_old)'
                   || CASE WHEN TG_OP = 'UPDATE' THEN format(' AND id NOT IN (SELECT %I FROM changed_new)', parent_key) ELSE '' END,
                   parent_table, parent_key);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "profile_mapping_parent_revision_ins" AFTER INSERT ON "profile_mapping" REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "bump_parent_revision"('profile', 'profile_id');
--> statement-breakpoint
CREATE TRIGGER "profile_mapping_parent_revision_upd" AFTER UPDATE ON "profile_mapping" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "bump_parent_revision"('profile', 'profile_id');
--> statement-breakpoint
CREATE TRIGGER "profile_mapping_parent_revision_del" AFTER DELETE ON "profile_mapping" REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION "bump_parent_revision"('profile', 'profile_id');
--> statement-breakpoint
CREATE TRIGGER "career_pathway_step_parent_revision_ins" AFTER INSERT ON "career_pathway_step" REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "bump_parent_revision"('career_pathway', 'pathway_id');
--> statement-breakpoint
CREATE TRIGGER "career_pathway_step_parent_revision_upd" AFTER UPDATE ON "career_pathway_step" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "bump_parent_revision"('career_pathway', 'pathway_id');
--> statement-breakpoint
CREATE TRIGGER "career_pathway_step_parent_revision_del" AFTER DELETE ON "career_pathway_step" REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION "bump_parent_revision"('career_pathway', 'pathway_id');
--> statement-breakpoint
CREATE TRIGGER "learning_pathway_step_parent_revision_ins" AFTER INSERT ON "learning_pathway_step" REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "bump_parent_revision"('learning_pathway', 'pathway_id');
--> statement-breakpoint
CREATE TRIGGER "learning_pathway_step_parent_revision_upd" AFTER UPDATE ON "learning_pathway_step" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "bump_parent_revision"('learning_pathway', 'pathway_id');
--> statement-breakpoint
CREATE TRIGGER "learning_pathway_step_parent_revision_del" AFTER DELETE ON "learning_pathway_step" REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION "bump_parent_revision"('learning_pathway', 'pathway_id');
--> statement-breakpoint
CREATE TRIGGER "training_resource_mapping_parent_revision_ins" AFTER INSERT ON "training_resource_mapping" REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "bump_parent_revision"('training_resource', 'resource_id');
--> statement-breakpoint
CREATE TRIGGER "training_resource_mapping_parent_revision_upd" AFTER UPDATE ON "training_resource_mapping" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "bump_parent_revision"('training_resource', 'resource_id');
--> statement-breakpoint
CREATE TRIGGER "training_resource_mapping_parent_revision_del" AFTER DELETE ON "training_resource_mapping" REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION "bump_parent_revision"('training_resource', 'resource_id');
