-- A single counter bumped by every statement that changes framework content or metadata, in any process
-- (server, importer CLI, psql). Read paths cache whole response bodies keyed by it (lib/response-cache.ts),
-- so a request costs one tiny query while nothing has changed, and a change is seen at once.
CREATE TABLE "content_revision" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "revision" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "content_revision" ("id", "revision") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_content_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_revision SET revision = revision + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "framework_revision" AFTER INSERT OR UPDATE OR DELETE ON "framework" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
--> statement-breakpoint
CREATE TRIGGER "framework_version_revision" AFTER INSERT OR UPDATE OR DELETE ON "framework_version" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
--> statement-breakpoint
CREATE TRIGGER "attribute_type_revision" AFTER INSERT OR UPDATE OR DELETE ON "attribute_type" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
--> statement-breakpoint
CREATE TRIGGER "expertise_level_revision" AFTER INSERT OR UPDATE OR DELETE ON "expertise_level" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
--> statement-breakpoint
CREATE TRIGGER "domain_revision" AFTER INSERT OR UPDATE OR DELETE ON "domain" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
--> statement-breakpoint
CREATE TRIGGER "competency_revision" AFTER INSERT OR UPDATE OR DELETE ON "competency" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
--> statement-breakpoint
CREATE TRIGGER "attribute_revision" AFTER INSERT OR UPDATE OR DELETE ON "attribute" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
--> statement-breakpoint
CREATE TRIGGER "framework_source_revision" AFTER INSERT OR UPDATE OR DELETE ON "framework_source" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
