-- Live versions are immutable (migration 0001, ADR 0002): the relations between competencies that a CASE
-- import keeps (migration 0010, issue #20 §3) belong to a version like its domains, competencies and
-- attributes, and visitors see them as 'Related competencies' of a released version, but no trigger
-- guarded them. The same guard as the content's now rejects inserting, changing or deleting a relation
-- of a live version; a draft's relations are written and undone as before.
CREATE TRIGGER "competency_relation_live_guard" BEFORE INSERT OR UPDATE OR DELETE ON "competency_relation"
  FOR EACH ROW EXECUTE FUNCTION "reject_live_content_change"();
