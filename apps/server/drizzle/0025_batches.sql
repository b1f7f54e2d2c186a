CREATE TABLE "batch_chunks" (
	"batch_id" text NOT NULL,
	"seq" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_rows" integer DEFAULT 0 NOT NULL,
	"refused_rows" integer DEFAULT 0 NOT NULL,
	"results" jsonb,
	"problems" jsonb,
	"attachment" "bytea",
	CONSTRAINT "batch_chunks_batch_id_seq_pk" PRIMARY KEY("batch_id","seq")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"language" text NOT NULL,
	"pdf" boolean DEFAULT false NOT NULL,
	"total" integer NOT NULL,
	"chunk_count" integer NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"error_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "worker_heartbeats" (
	"worker_id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_chunks" ADD CONSTRAINT "batch_chunks_batch_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_owner" ON "batches" USING btree ("owner_id","created_at");
