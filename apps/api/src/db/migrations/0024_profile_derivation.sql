-- Reference profiles from a survey (docs/features/surveys.md, ADR 0049): a profile created from a survey
-- keeps how its levels were derived (rule, respondents, answer counts per competency) and shows it publicly.
-- The survey file itself is not stored. Null for every other profile.
ALTER TABLE "profile" ADD COLUMN "derivation" jsonb;
