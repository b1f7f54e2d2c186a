CREATE TABLE "needs_analyses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"case_id" uuid,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"client_name" text NOT NULL,
	"values" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"suggested_face" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "needs_analyses" ADD CONSTRAINT "needs_analyses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needs_analyses" ADD CONSTRAINT "needs_analyses_case_id_saved_illustrations_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."saved_illustrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "needs_analyses_owner_created" ON "needs_analyses" USING btree ("owner_id","created_at");
