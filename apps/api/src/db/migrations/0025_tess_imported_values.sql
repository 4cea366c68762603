-- TeSS re-import keeps what content managers changed (ADR 0052): the values TeSS gave at the last import of a
-- resource (the form's fields, and the description's Markdown as TeSS wrote it). A field whose current value
-- differs from its last imported value was changed by a content manager, and a re-import keeps it. Null for
-- resources not imported from TeSS, and for those imported before this column existed.
ALTER TABLE "training_resource" ADD COLUMN "tess_imported" jsonb;
