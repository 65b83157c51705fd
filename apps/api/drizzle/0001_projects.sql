ALTER TABLE "snapshot_revisions" ADD COLUMN "autosave" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "snapshot_revisions" ADD COLUMN "started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "snapshots" ADD COLUMN "document_version" text;