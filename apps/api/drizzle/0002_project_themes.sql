CREATE TABLE "project_themes" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"accent_color" text NOT NULL,
	"font" text NOT NULL,
	"logo" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_themes" ADD CONSTRAINT "project_themes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_themes" ADD CONSTRAINT "project_themes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;