-- Issue #11 §1 (ADR 0017): every change a visitor can see notifies channel 'hub_content' with the keys of
-- the frameworks it concerns (lower-cased machine name and title without spaces, the forms the hub API
-- accepts) and of the extensions built on them, and 'training' for training resources and learning
-- pathways. PostgreSQL sends a transaction's notifications once, after
-- commit, and collapses duplicates. Changes inside a draft version notify nobody: drafts are hidden.
CREATE FUNCTION "notify_framework_change"(fid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  fw record;
BEGIN
  IF fid IS NULL THEN
    RETURN;
  END IF;
  FOR fw IN SELECT machine_name, title FROM framework WHERE id = fid OR core_framework_id = fid LOOP
    PERFORM pg_notify('hub_content', lower(fw.machine_name));
    PERFORM pg_notify('hub_content', lower(replace(fw.title, ' ', '')));
  END LOOP;
END $$;
--> statement-breakpoint
-- The framework of a content row's version, or NULL when that version is a draft (or already deleted with
-- its draft, whose own row notifies nothing either).
CREATE FUNCTION "visible_version_framework"(vid integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT framework_id FROM framework_version WHERE id = vid AND status <> 'draft'
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_content_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
  any_row jsonb := COALESCE(new_row, old_row);
  fid integer;
BEGIN
  IF TG_TABLE_NAME = 'framework' THEN
    fid := (any_row->>'id')::integer;
    IF old_row IS NOT NULL AND new_row IS NOT NULL THEN
      -- A renamed framework: the old keys go stale too.
      PERFORM pg_notify('hub_content', lower(old_row->>'machine_name'));
      PERFORM pg_notify('hub_content', lower(replace(old_row->>'title', ' ', '')));
    END IF;
    IF TG_OP = 'DELETE' THEN
      PERFORM pg_notify('hub_content', '*');
      RETURN NULL;
    END IF;
  ELSIF TG_TABLE_NAME = 'framework_version' THEN
    -- Creating, editing or deleting a draft is invisible; a release (draft → live) is not.
    IF COALESCE(old_row->>'status', 'draft') = 'draft' AND COALESCE(new_row->>'status', 'draft') = 'draft' THEN
      RETURN NULL;
    END IF;
    fid := (any_row->>'framework_id')::integer;
  ELSIF TG_TABLE_NAME IN ('attribute_type', 'expertise_level', 'framework_source') THEN
    fid := (any_row->>'framework_id')::integer;
  ELSIF TG_TABLE_NAME IN ('domain', 'competency', 'attribute', 'profile', 'career_pathway') THEN
    fid := visible_version_framework((any_row->>'version_id')::integer);
  ELSIF TG_TABLE_NAME = 'profile_mapping' THEN
    fid := visible_version_framework((SELECT version_id FROM profile WHERE id = (any_row->>'profile_id')::integer));
  ELSIF TG_TABLE_NAME = 'career_pathway_step' THEN
    fid := visible_version_framework(
      (SELECT version_id FROM career_pathway WHERE id = (any_row->>'pathway_id')::integer));
  ELSIF TG_TABLE_NAME = 'training_resource' THEN
    -- A page view only counts (hit_count): nothing a cached list shows.
    IF old_row IS NOT NULL AND new_row IS NOT NULL
       AND (old_row - 'hit_count' - 'updated_at') = (new_row - 'hit_count' - 'updated_at') THEN
      RETURN NULL;
    END IF;
    PERFORM pg_notify('hub_content', 'training');
    PERFORM notify_framework_change(m.framework_id)
      FROM (SELECT DISTINCT framework_id FROM training_resource_mapping
            WHERE resource_id = (any_row->>'id')::integer) m;
    RETURN NULL;
  ELSIF TG_TABLE_NAME IN ('training_resource_mapping', 'learning_pathway') THEN
    PERFORM pg_notify('hub_content', 'training');
    fid := (any_row->>'framework_id')::integer;
  ELSIF TG_TABLE_NAME = 'learning_pathway_step' THEN
    PERFORM pg_notify('hub_content', 'training');
    fid := (SELECT framework_id FROM learning_pathway WHERE id = (any_row->>'pathway_id')::integer);
  END IF;
  PERFORM notify_framework_change(fid);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "framework_notify" AFTER INSERT OR UPDATE OR DELETE ON "framework" FOR EACH ROW EXECUTE FUNCTION "notify_content_change"();
--> statement-breakpoint
CREATE TRIGGER "framework_version_notify" AFTER INSERT OR UPDATE OR DELETE ON "framework_version" FOR EACH ROW EXECUTE FUNCTION "notify_content_change"();
--> statement-breakpoint
CREATE TRIGGER "attribute_type_notify" AFTER INSERT OR UPDATE OR DELETE ON "attribute_type" FOR EACH ROW EXECUTE FUNCTION "notify_content_change"();
--> statement-breakpoint
CREATE TRIGGER "expertise_level_notify" AFTER INSERT OR UPDATE OR DELETE ON "expertise_level" FOR EACH ROW EXECUTE FUNCTION "notify_content_change"();
--> statement-breakpoint
CREATE TRIGGER "framework_source_notify" AFTER INSERT OR UPDATE OR DELETE ON "framework_source" FOR EACH ROW EXECUTE FUNCTION "notify_content_change"();
--> statement-breakpoint
CREATE TRIGGER "domain_notify" AFTER INSERT OR UPDATE OR DELETE ON "domain" FOR EACH ROW EXECUTE FUNCTION "notify_content_change"();
--> statement-breakpoint
CREATE TRIGGER "competency_notify" AFTER INSERT OR UPDATE OR DELETE ON "competency" FOR EACH ROW EXECUTE FUNCTION "notify_content_change"();
--> statement-breakpoint
CREATE TRIGGER "attribute_notify" AFTER INSERT OR UPDATE OR DELETE ON "attribute" FOR EACH ROW EXECUTE FUNCTION "notify_content_change"();
--> statement-breakpoint
CREATE TRIGGER "profile_notify" AFTER INSERT OR UPDATE OR DELETE ON "profile" FOR EACH ROW EXECUTE FUNCTION "notify_content_change"();
--> statement-breakpoint
CREATE TRIGGER "profile_mapping_notify" AFTER INSERT OR UPDATE OR DELETE ON "profile_mapping" FOR EACH ROW EXECUTE FUNCTION "notify_content_change"();
--> statement-breakpoint
CREATE TRIGGER "career_pathway_notify" AFTER INSERT OR UPDATE OR DELETE ON "career_pathway" FOR EACH ROW EXECUTE FUNCTION "notify_content_change"();
--> statement-breakpoint
CREATE TRIGGER "career_pathway_step_notify" AFTER INSERT OR UPDATE OR DELETE ON "career_pathway_step" FOR EACH ROW EXECUTE FUNCTION "notify_content_change"();
--> statement-breakpoint
CREATE TRIGGER "training_resource_notify" AFTER INSERT OR UPDATE OR DELETE ON "training_resource" FOR EACH ROW EXECUTE FUNCTION "notify_content_change"();
--> statement-breakpoint
CREATE TRIGGER "training_resource_mapping_notify" AFTER INSERT OR UPDATE OR DELETE ON "training_resource_mapping" FOR EACH ROW EXECUTE FUNCTION "notify_content_change"();
--> statement-breakpoint
CREATE TRIGGER "learning_pathway_notify" AFTER INSERT OR UPDATE OR DELETE ON "learning_pathway" FOR EACH ROW EXECUTE FUNCTION "notify_content_change"();
--> statement-breakpoint
CREATE TRIGGER "learning_pathway_step_notify" AFTER INSERT OR UPDATE OR DELETE ON "learning_pathway_step" FOR EACH ROW EXECUTE FUNCTION "notify_content_change"();
