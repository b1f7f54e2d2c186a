CREATE SEQUENCE "eapplication_number_seq";--> statement-breakpoint
CREATE TABLE "eapplications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"agent_id" integer NOT NULL,
	"illustration_id" uuid,
	"status" text NOT NULL,
	"client_name" text NOT NULL,
	"product_id" text NOT NULL,
	"form" jsonb NOT NULL,
	"secrets" text NOT NULL,
	"language" text NOT NULL,
	"idempotency_key" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "eapplications_status_check" CHECK ("status" in ('submitted', 'inReview', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "eapplications" ADD CONSTRAINT "eapplications_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eapplications" ADD CONSTRAINT "eapplications_illustration_id_saved_illustrations_id_fk" FOREIGN KEY ("illustration_id") REFERENCES "public"."saved_illustrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eapplications_number_key" ON "eapplications" USING btree ("number");--> statement-breakpoint
CREATE INDEX "eapplications_agent_submitted" ON "eapplications" USING btree ("agent_id","submitted_at");--> statement-breakpoint
CREATE INDEX "eapplications_status_submitted" ON "eapplications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "eapplications_agent_idempotency_key" ON "eapplications" USING btree ("agent_id","idempotency_key");--> statement-breakpoint
CREATE TABLE "eapplication_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "eapplication_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_name" text NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eapplication_history" ADD CONSTRAINT "eapplication_history_application_id_eapplications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."eapplications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eapplication_history_application_at" ON "eapplication_history" USING btree ("application_id","at");--> statement-breakpoint
CREATE FUNCTION "eapplication_history_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'eapplication_history is append-only: % is not allowed', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "eapplication_history_no_update_or_delete" BEFORE UPDATE OR DELETE ON "eapplication_history" FOR EACH ROW EXECUTE FUNCTION "eapplication_history_append_only"();--> statement-breakpoint
CREATE TRIGGER "eapplication_history_no_truncate" BEFORE TRUNCATE ON "eapplication_history" FOR EACH STATEMENT EXECUTE FUNCTION "eapplication_history_append_only"();--> statement-breakpoint
CREATE TABLE "eapplication_drafts" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"form" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eapplication_drafts" ADD CONSTRAINT "eapplication_drafts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "eapp_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;
