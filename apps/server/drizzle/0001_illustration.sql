CREATE TABLE "saved_illustrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"product_id" text DEFAULT '' NOT NULL,
	"form" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_illustrations" ADD CONSTRAINT "saved_illustrations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_illustrations_owner_updated" ON "saved_illustrations" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "saved_illustrations_client_name" ON "saved_illustrations" USING btree (lower("client_name"));