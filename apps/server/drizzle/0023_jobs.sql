CREATE TABLE "jobs" (
	"key" text PRIMARY KEY NOT NULL,
	"task" text NOT NULL,
	"status" text NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jobs_updated" ON "jobs" USING btree ("updated_at");
