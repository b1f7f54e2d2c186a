CREATE TABLE "report_outputs" (
	"report_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"report_name" text NOT NULL,
	"content_type" text NOT NULL,
	"download_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"pages" integer,
	"delete_when_done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_outputs_report_id_file_name_pk" PRIMARY KEY("report_id","file_name")
);
--> statement-breakpoint
ALTER TABLE "report_outputs" ADD CONSTRAINT "report_outputs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_outputs_expires" ON "report_outputs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "report_outputs_owner" ON "report_outputs" USING btree ("owner_id");