ALTER TABLE "snapshot_revisions" ADD COLUMN "body_hash" text;--> statement-breakpoint
UPDATE "snapshot_revisions" SET "body_hash" = encode(sha256(convert_to("body", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "snapshot_revisions" ALTER COLUMN "body_hash" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "snapshot_revisions_snapshot_hash_idx" ON "snapshot_revisions" USING btree ("snapshot_id","body_hash");
