-- A snapshot's document is kept once, as the body of its head revision (the snapshot_revisions row of
-- the same snapshot and revision), not a second time in snapshots.body (docs/decisions/035-cheap-saves.md).
-- Before the column goes, every snapshot whose current body is not its head revision's gets a history
-- row holding it, so no document is lost:
-- 1. When the head's number is taken by a row with another body, or history rows lie beyond it (data
--    written by hand; the server never leaves either), the snapshot moves to a number after its newest
--    row, and every existing row stays as it is.
UPDATE "snapshots" s
   SET "revision" = (SELECT max(r."revision") FROM "snapshot_revisions" r WHERE r."snapshot_id" = s."id") + 1
 WHERE EXISTS (SELECT 1 FROM "snapshot_revisions" r WHERE r."snapshot_id" = s."id" AND r."revision" >= s."revision")
   AND NOT EXISTS (
         SELECT 1 FROM "snapshot_revisions" r
          WHERE r."snapshot_id" = s."id" AND r."revision" = s."revision" AND r."body" = s."body");--> statement-breakpoint
-- 2. A snapshot without a row at its revision gets one with its body, as a deliberate save by its
--    last editor at its last change, without a summary (as rows from before summaries existed).
INSERT INTO "snapshot_revisions"
       ("snapshot_id", "revision", "body", "body_hash", "problem_statement", "author_id", "autosave", "summary",
        "started_at", "created_at")
SELECT s."id", s."revision", s."body", encode(sha256(convert_to(s."body", 'UTF8')), 'hex'), s."problem_statement",
       s."updated_by", false, NULL, s."updated_at", s."updated_at"
  FROM "snapshots" s
 WHERE NOT EXISTS (
         SELECT 1 FROM "snapshot_revisions" r WHERE r."snapshot_id" = s."id" AND r."revision" = s."revision");--> statement-breakpoint
ALTER TABLE "snapshots" DROP COLUMN "body";
