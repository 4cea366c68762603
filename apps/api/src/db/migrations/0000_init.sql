CREATE TYPE "public"."version_status" AS ENUM('draft', 'live');--> statement-breakpoint
CREATE TABLE "attribute" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"competency_id" integer NOT NULL,
	"attribute_type_id" integer NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	CONSTRAINT "attribute_uuid_uq" UNIQUE("version_id","uuid")
);
--> statement-breakpoint
CREATE TABLE "attribute_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"framework_id" integer NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_type_title_uq" UNIQUE("framework_id","title")
);
--> statement-breakpoint
CREATE TABLE "competency" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"domain_id" integer NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"mapped_other_competency" text DEFAULT '' NOT NULL,
	CONSTRAINT "competency_uuid_uq" UNIQUE("version_id","uuid")
);
--> statement-breakpoint
CREATE TABLE "domain" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	CONSTRAINT "domain_uuid_uq" UNIQUE("version_id","uuid")
);
--> statement-breakpoint
CREATE TABLE "expertise_level" (
	"id" serial PRIMARY KEY NOT NULL,
	"framework_id" integer NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rating_level" integer NOT NULL,
	CONSTRAINT "expertise_level_rating_uq" UNIQUE("framework_id","rating_level")
);
--> statement-breakpoint
CREATE TABLE "framework" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_name" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"logo_url" text,
	"licence" text DEFAULT 'CC BY 4.0' NOT NULL,
	"acknowledgement" text DEFAULT '' NOT NULL,
	"core_framework_id" integer,
	"core_version_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "framework_machine_name_unique" UNIQUE("machine_name")
);
--> statement-breakpoint
CREATE TABLE "framework_source" (
	"id" serial PRIMARY KEY NOT NULL,
	"framework_id" integer NOT NULL,
	"version_id" integer,
	"version_number" text NOT NULL,
	"licence" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"complete" boolean NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"file_hash" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "framework_source_file_uq" UNIQUE("framework_id","version_number")
);
--> statement-breakpoint
CREATE TABLE "framework_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"framework_id" integer NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"status" "version_status" DEFAULT 'draft' NOT NULL,
	"release_date" date,
	"release_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "framework_version_number_uq" UNIQUE("framework_id","number")
);
--> statement-breakpoint
ALTER TABLE "attribute" ADD CONSTRAINT "attribute_version_id_framework_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."framework_version"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute" ADD CONSTRAINT "attribute_competency_id_competency_id_fk" FOREIGN KEY ("competency_id") REFERENCES "public"."competency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute" ADD CONSTRAINT "attribute_attribute_type_id_attribute_type_id_fk" FOREIGN KEY ("attribute_type_id") REFERENCES "public"."attribute_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_type" ADD CONSTRAINT "attribute_type_framework_id_framework_id_fk" FOREIGN KEY ("framework_id") REFERENCES "public"."framework"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency" ADD CONSTRAINT "competency_version_id_framework_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."framework_version"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency" ADD CONSTRAINT "competency_domain_id_domain_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domain"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain" ADD CONSTRAINT "domain_version_id_framework_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."framework_version"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expertise_level" ADD CONSTRAINT "expertise_level_framework_id_framework_id_fk" FOREIGN KEY ("framework_id") REFERENCES "public"."framework"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framework" ADD CONSTRAINT "framework_core_framework_id_framework_id_fk" FOREIGN KEY ("core_framework_id") REFERENCES "public"."framework"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framework_source" ADD CONSTRAINT "framework_source_framework_id_framework_id_fk" FOREIGN KEY ("framework_id") REFERENCES "public"."framework"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framework_source" ADD CONSTRAINT "framework_source_version_id_framework_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."framework_version"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framework_version" ADD CONSTRAINT "framework_version_framework_id_framework_id_fk" FOREIGN KEY ("framework_id") REFERENCES "public"."framework"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attribute_version_idx" ON "attribute" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "attribute_competency_idx" ON "attribute" USING btree ("competency_id");--> statement-breakpoint
CREATE INDEX "competency_version_idx" ON "competency" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "competency_domain_idx" ON "competency" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "domain_version_idx" ON "domain" USING btree ("version_id");