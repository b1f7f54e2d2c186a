CREATE TABLE "illustration_drafts" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"form" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "illustration_drafts" ADD CONSTRAINT "illustration_drafts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;