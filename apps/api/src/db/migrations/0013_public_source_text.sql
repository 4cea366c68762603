-- Issue #19 §4: 'About this data' written for visitors. A framework file's `citations` (authors, title,
-- year, link, as its sources state them) and `about` (what is complete and what is missing) are kept
-- beside the curators' `sources` and `notes`, which stay for curators and are no longer shown to visitors.
ALTER TABLE "framework_source" ADD COLUMN "citations" jsonb NOT NULL DEFAULT '[]'::jsonb;
--> statement-breakpoint
ALTER TABLE "framework_source" ADD COLUMN "about" text NOT NULL DEFAULT '';
