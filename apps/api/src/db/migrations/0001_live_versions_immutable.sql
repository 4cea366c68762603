-- Live versions are immutable (DESIGN.md §Data model; issue #2 §2).
-- 1. At most one draft per framework. A deferred exclusion constraint (rather than a partial unique
--    index) lets one transaction build a new version as a draft beside an existing draft and flip it to
--    live before commit, which the importer does; the rule still holds at every commit.
ALTER TABLE "framework_version" ADD CONSTRAINT "framework_version_one_draft"
  EXCLUDE USING btree ("framework_id" WITH =) WHERE ("status" = 'draft') DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- 2. A live version row may change only its release notes, and may not be deleted.
CREATE FUNCTION "reject_live_version_change"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    OR NEW.release_date IS DISTINCT FROM OLD.release_date OR NEW.id IS DISTINCT FROM OLD.id) THEN
    RAISE EXCEPTION 'framework version % is live and cannot change', OLD.id USING ERRCODE = 'P0001', HINT = 'live_version_immutable';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "framework_version_live_guard" BEFORE UPDATE OR DELETE ON "framework_version"
  FOR EACH ROW EXECUTE FUNCTION "reject_live_version_change"();
--> statement-breakpoint
-- 3. No row of a live version's content (domain, competency, attribute) may be inserted, changed or deleted.
CREATE FUNCTION "reject_live_content_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_status version_status;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT status INTO v_status FROM framework_version WHERE id = OLD.version_id;
    IF v_status = 'live' THEN
      RAISE EXCEPTION '% % belongs to a live version and cannot change', TG_TABLE_NAME, OLD.id USING ERRCODE = 'P0001', HINT = 'live_version_immutable';
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT status INTO v_status FROM framework_version WHERE id = NEW.version_id;
    IF v_status = 'live' THEN
      RAISE EXCEPTION '% cannot be added to live version %', TG_TABLE_NAME, NEW.version_id USING ERRCODE = 'P0001', HINT = 'live_version_immutable';
    END IF;
    RETURN NEW;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "domain_live_guard" BEFORE INSERT OR UPDATE OR DELETE ON "domain"
  FOR EACH ROW EXECUTE FUNCTION "reject_live_content_change"();
--> statement-breakpoint
CREATE TRIGGER "competency_live_guard" BEFORE INSERT OR UPDATE OR DELETE ON "competency"
  FOR EACH ROW EXECUTE FUNCTION "reject_live_content_change"();
--> statement-breakpoint
CREATE TRIGGER "attribute_live_guard" BEFORE INSERT OR UPDATE OR DELETE ON "attribute"
  FOR EACH ROW EXECUTE FUNCTION "reject_live_content_change"();
