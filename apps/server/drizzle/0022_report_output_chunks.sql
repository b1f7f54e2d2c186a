CREATE TABLE "report_output_chunks" (
	"report_id" text NOT NULL,
	"file_name" text NOT NULL,
	"seq" integer NOT NULL,
	"data" bytea NOT NULL,
	CONSTRAINT "report_output_chunks_report_id_file_name_seq_pk" PRIMARY KEY("report_id","file_name","seq")
);
--> statement-breakpoint
ALTER TABLE "report_output_chunks" ADD CONSTRAINT "report_output_chunks_output_fk" FOREIGN KEY ("report_id","file_name") REFERENCES "public"."report_outputs"("report_id","file_name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DELETE FROM "report_outputs";
