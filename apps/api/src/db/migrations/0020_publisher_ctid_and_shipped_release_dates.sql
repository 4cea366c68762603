-- 1. The framework owner's Credential Registry CTID (ADR 0044): CTDL-ASN names the publisher by it (or by its
--    web page, `publisher_url`); managers set it in the framework settings. Unknown for every shipped owner.
ALTER TABLE "framework" ADD COLUMN "publisher_ctid" text;
--> statement-breakpoint
-- 2. The shipped released versions now carry the publication date their source gives, or the documented
--    rule's date (seed/data/README.md; ADR 0043): an installation seeded before gets the same dates, so every
--    installation publishes the same CASE packages. Only a version still without a date, imported from the
--    unchanged shipped file (its uuid and file hash), is dated; its recorded hash becomes the new file's, so
--    the file still counts as already imported. A live version's release date is otherwise immutable
--    (migration 0001): the guard is off for these four rows only, inside this migration's transaction.
ALTER TABLE "framework_version" DISABLE TRIGGER "framework_version_live_guard";
--> statement-breakpoint
UPDATE "framework_version" AS v SET "release_date" = d."release_date"::date
FROM (VALUES
  ('c4fa597b-21c2-5e29-8050-385c1d21c167', '2019-03-08', 'fc239a92cad49169b0edbc82c819a3e69214f00fd762cfc4fbc52ee912cb1cf8'),
  ('bf8cd878-3416-546c-af51-ad11261b0145', '2018-02-01', 'ce4df9b9d3aa16f0475239b82e70ef3874468789bc0848b64945ed2042b589a8'),
  ('e3e1225e-9871-5f6d-8282-afc919efe134', '2024-11-18', '90852c413583365beb87abba642e57c57d883f94c56c0f0bc70fbb5a8f12ddd1'),
  ('b69a8d5d-0016-504f-9b20-c31be2772b47', '2024-10-01', 'bf9cb7b802b2de15132237d815be65f7625da4a3dad5d89ff08e7b91d89cf49e')
) AS d("uuid", "release_date", "old_hash")
WHERE v."uuid" = d."uuid"::uuid AND v."release_date" IS NULL AND v."status" = 'live'
  AND EXISTS (SELECT 1 FROM "framework_source" s WHERE s."version_id" = v."id" AND s."file_hash" = d."old_hash");
--> statement-breakpoint
ALTER TABLE "framework_version" ENABLE TRIGGER "framework_version_live_guard";
--> statement-breakpoint
UPDATE "framework_source" AS s SET "file_hash" = d."new_hash"
FROM (VALUES
  ('fc239a92cad49169b0edbc82c819a3e69214f00fd762cfc4fbc52ee912cb1cf8', '906359ee7c0f42f51e4821451f69dfcbb85c675cb25cbdfbdf9724e396f94ebd'),
  ('ce4df9b9d3aa16f0475239b82e70ef3874468789bc0848b64945ed2042b589a8', '849a5fde1c75c45d385137ac5933eedcafb3c7029adc07d8e7cb78f9bb6675b3'),
  ('90852c413583365beb87abba642e57c57d883f94c56c0f0bc70fbb5a8f12ddd1', '7a0e5084522f0cf51fadc4c3ab99c2ed55fbe13daf2919512dc21fc4663dc8bb'),
  ('bf9cb7b802b2de15132237d815be65f7625da4a3dad5d89ff08e7b91d89cf49e', '04ed5b04c363904f8667e2b75e027c96ae63f31045e9f0ea5413a2fa92defecb')
) AS d("old_hash", "new_hash")
WHERE s."file_hash" = d."old_hash";
