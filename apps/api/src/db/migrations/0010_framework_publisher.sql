-- The framework's owner, who publishes it (issue #20 §2): CTDL-ASN `ceasn:publisher`, `ceasn:publisherName`
-- and `ceasn:creator`. Filled from the shipped data's attribution (seed/data/README.md: 'attribute the
-- framework owners: ISCB, BioExcel, PerMedCoE, RItrain, CORBEL, NPOS/ELIXIR/DTL, CINECA, HEE/NHS, EMBL
-- ARISE'); no URL is recorded there, so none is set. Managers can set both.
ALTER TABLE "framework" ADD COLUMN "publisher_name" text;
--> statement-breakpoint
ALTER TABLE "framework" ADD COLUMN "publisher_url" text;
--> statement-breakpoint
UPDATE "framework" SET "publisher_name" = CASE "machine_name"
  WHEN 'iscb' THEN 'ISCB'
  WHEN 'iscb-3.0e1' THEN 'ISCB'
  WHEN 'bioexcel' THEN 'BioExcel'
  WHEN 'permedcoe' THEN 'PerMedCoE'
  WHEN 'ritrain' THEN 'RItrain'
  WHEN 'corbel' THEN 'CORBEL'
  WHEN 'datasteward' THEN 'NPOS/ELIXIR/DTL'
  WHEN 'cineca' THEN 'CINECA'
  WHEN 'nhs' THEN 'HEE/NHS'
  WHEN 'arise' THEN 'EMBL ARISE'
END
WHERE "publisher_name" IS NULL;
--> statement-breakpoint
-- Relations between competencies of one version that are not part of the tree (issue #20 §3): a CASE
-- import keeps its non-tree associations between imported competencies (isRelatedTo, exactMatchOf,
-- precedes, exemplar, …) here, by the CASE association type and the target's lineage uuid; visitors see
-- them as 'Related competencies' and the CASE export writes them again.
CREATE TABLE "competency_relation" (
  "id" serial PRIMARY KEY,
  "version_id" integer NOT NULL REFERENCES "framework_version"("id") ON DELETE CASCADE,
  "competency_id" integer NOT NULL REFERENCES "competency"("id") ON DELETE CASCADE,
  "relation" text NOT NULL,
  "target_uuid" uuid NOT NULL,
  "position" integer NOT NULL DEFAULT 0,
  CONSTRAINT "competency_relation_uq" UNIQUE ("competency_id", "relation", "target_uuid")
);
--> statement-breakpoint
CREATE INDEX "competency_relation_version_idx" ON "competency_relation" ("version_id");
