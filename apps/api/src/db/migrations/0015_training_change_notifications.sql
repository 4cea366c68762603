-- Issue #22 §4 (ADR 0029): training reads are cached like the hub reads, so every change to a training
-- resource that a visitor can see must notify. Migration 0007 left out updates that changed only the hit
-- count and the update time; but the update time is visible (lists are ordered by it, newest first, and
-- the v1 answers carry `updatedAt`): saving a resource without changing a field moved it to the top of
-- every list while the cached lists kept the old order. Only the hit count is left out now, and a page view
-- (an update of the hit count alone) notifies `training-resource-views:{slug}`, which drops only the cached
-- answers that show that resource's hit count (its resource page), never the lists.
CREATE FUNCTION "notify_training_resource_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rid integer;
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'hit_count') = (to_jsonb(NEW) - 'hit_count') THEN
    IF OLD.hit_count IS DISTINCT FROM NEW.hit_count THEN
      PERFORM pg_notify('hub_content', 'training-resource-views:' || NEW.slug);
    END IF;
    RETURN NULL;
  END IF;
  rid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  PERFORM pg_notify('hub_content', 'training');
  PERFORM notify_framework_change(m.framework_id)
    FROM (SELECT DISTINCT framework_id FROM training_resource_mapping WHERE resource_id = rid) m;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "training_resource_notify" ON "training_resource";
--> statement-breakpoint
CREATE TRIGGER "training_resource_notify" AFTER INSERT OR UPDATE OR DELETE ON "training_resource" FOR EACH ROW EXECUTE FUNCTION "notify_training_resource_change"();
