CREATE TABLE "report_id_claims" (
	"report_key" text PRIMARY KEY NOT NULL,
	"report_id" text NOT NULL,
	"owner_id" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_outputs" ALTER COLUMN "report_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "report_id_claims" ADD CONSTRAINT "report_id_claims_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_id_claims_expires" ON "report_id_claims" USING btree ("expires_at");--> statement-breakpoint
INSERT INTO "report_id_claims" ("report_key", "report_id", "owner_id", "claimed_at", "expires_at")
SELECT lower("report_id"), min("report_id"), min("owner_id"), min("created_at"), max("expires_at")
FROM "report_outputs" GROUP BY lower("report_id");
