-- Issue #11 §1/§4 (ADR 0018): sign-in attempt counts in fixed one-minute windows, shared by every instance.
CREATE TABLE "rate_limit_hit" (
  "key" text PRIMARY KEY,
  "window_start" timestamp with time zone NOT NULL,
  "hits" integer NOT NULL
);
