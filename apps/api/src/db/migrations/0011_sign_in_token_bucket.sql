-- Issue #22 §4 (ADR 0024): sign-in limits as a token bucket (GCRA) instead of fixed one-minute windows, which
-- let 13 attempts through in 2 s at a minute's edge against a limit of 10. One row per key: the moment the
-- key's bucket is full again. Shared by every instance on one PostgreSQL, like the table it replaces.
DROP TABLE IF EXISTS "rate_limit_hit";
--> statement-breakpoint
CREATE TABLE "sign_in_bucket" (
  "key" text PRIMARY KEY,
  "full_at" timestamp with time zone NOT NULL
);
