-- Document bodies are compressed with lz4 where the server has it (PostgreSQL built with lz4, as
-- Debian's and the official images are): it costs each save's database about a fifth less CPU than
-- pglz for a quarter more bytes (docs/decisions/035-cheap-saves.md). PGlite has no lz4 and keeps
-- pglz. Only new values change; bodies already stored stay pglz and readable.
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)
  ) THEN
    ALTER TABLE "snapshots" ALTER COLUMN "body" SET COMPRESSION lz4;
    ALTER TABLE "snapshot_revisions" ALTER COLUMN "body" SET COMPRESSION lz4;
  END IF;
END $$;
