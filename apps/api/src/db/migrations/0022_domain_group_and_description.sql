-- ADR 0046: a framework with three levels above its rated competencies (DIRECT: competency domain →
-- competency → skill) keeps the top level as a group of domains. Each domain carries its group's title and
-- description (null title: no group), and a domain has a description of its own. Nothing else changes:
-- the live-version guard, revisions, copies into a draft and exports handle these like the domain's title.
ALTER TABLE "domain" ADD COLUMN "description" text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE "domain" ADD COLUMN "group_title" text;
--> statement-breakpoint
ALTER TABLE "domain" ADD COLUMN "group_description" text NOT NULL DEFAULT '';
