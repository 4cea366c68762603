CREATE TABLE "app_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone,
	CONSTRAINT "app_user_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "audit_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"username" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer,
	"framework_id" integer,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"data" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_framework" (
	"user_id" integer NOT NULL,
	"framework_id" integer NOT NULL,
	CONSTRAINT "user_framework_user_id_framework_id_pk" PRIMARY KEY("user_id","framework_id")
);
--> statement-breakpoint
ALTER TABLE "attribute_type" ADD COLUMN "released" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "expertise_level" ADD COLUMN "released" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_event" ADD CONSTRAINT "audit_event_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_event" ADD CONSTRAINT "audit_event_framework_id_framework_id_fk" FOREIGN KEY ("framework_id") REFERENCES "public"."framework"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_framework" ADD CONSTRAINT "user_framework_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_framework" ADD CONSTRAINT "user_framework_framework_id_framework_id_fk" FOREIGN KEY ("framework_id") REFERENCES "public"."framework"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_event_framework_idx" ON "audit_event" USING btree ("framework_id","occurred_at");--> statement-breakpoint
CREATE INDEX "session_expires_idx" ON "session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
-- Attribute types and expertise levels are published by a release and then never change (ADR 0007).
UPDATE "attribute_type" SET "released" = true WHERE "framework_id" IN (SELECT "framework_id" FROM "framework_version" WHERE "status" = 'live');--> statement-breakpoint
UPDATE "expertise_level" SET "released" = true WHERE "framework_id" IN (SELECT "framework_id" FROM "framework_version" WHERE "status" = 'live');--> statement-breakpoint
CREATE FUNCTION "reject_released_vocabulary_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.released THEN
      RAISE EXCEPTION '% % is released and cannot be deleted', TG_TABLE_NAME, OLD.id USING ERRCODE = 'P0001', HINT = 'live_version_immutable';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.released AND NOT NEW.released THEN
    RAISE EXCEPTION '% % is released and cannot be unreleased', TG_TABLE_NAME, OLD.id USING ERRCODE = 'P0001', HINT = 'live_version_immutable';
  END IF;
  IF OLD.released AND (to_jsonb(NEW) - 'released' - 'position') IS DISTINCT FROM (to_jsonb(OLD) - 'released' - 'position') THEN
    RAISE EXCEPTION '% % is released and cannot change', TG_TABLE_NAME, OLD.id USING ERRCODE = 'P0001', HINT = 'live_version_immutable';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "attribute_type_released_guard" BEFORE UPDATE OR DELETE ON "attribute_type"
  FOR EACH ROW EXECUTE FUNCTION "reject_released_vocabulary_change"();
--> statement-breakpoint
CREATE TRIGGER "expertise_level_released_guard" BEFORE UPDATE OR DELETE ON "expertise_level"
  FOR EACH ROW EXECUTE FUNCTION "reject_released_vocabulary_change"();
