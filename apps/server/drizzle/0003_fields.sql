CREATE TABLE "control_items" (
	"field_name" text PRIMARY KEY NOT NULL,
	"form_name" text NOT NULL,
	"field_type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"display_hidden" boolean DEFAULT false NOT NULL,
	"use_limits" boolean DEFAULT false NOT NULL,
	"min" double precision,
	"max" double precision,
	"decimal_places" integer DEFAULT 0 NOT NULL,
	"allow_zero" boolean DEFAULT false NOT NULL,
	"use_min_length" boolean DEFAULT false NOT NULL,
	"min_length" integer DEFAULT 0 NOT NULL,
	"max_length" integer,
	"read_only" boolean DEFAULT false NOT NULL,
	"display_disabled" boolean DEFAULT false NOT NULL,
	"show_label" boolean DEFAULT true NOT NULL,
	"show_tooltip" boolean DEFAULT false NOT NULL,
	"is_optional" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"option_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disable_on_error" boolean DEFAULT false NOT NULL,
	"delay_time" integer DEFAULT 0 NOT NULL,
	"caption_en" text DEFAULT '' NOT NULL,
	"caption_fr" text DEFAULT '' NOT NULL,
	"status_en" text DEFAULT '' NOT NULL,
	"status_fr" text DEFAULT '' NOT NULL,
	"error_en" text DEFAULT '' NOT NULL,
	"error_fr" text DEFAULT '' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "control_items_limits_check" CHECK ("control_items"."min" is null or "control_items"."max" is null or "control_items"."min" <= "control_items"."max")
);
--> statement-breakpoint
CREATE TABLE "interface_setup_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interface_setup_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prod_id" text NOT NULL,
	"setup_type" text NOT NULL,
	"setup_key" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"caption_en" text DEFAULT '' NOT NULL,
	"caption_fr" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interface_setup_items_type_check" CHECK ("interface_setup_items"."setup_type" in ('product', 'fund'))
);
--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "tracking_id" uuid;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "tracking_user_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "agent_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "client_timestamp" bigint;--> statement-breakpoint
CREATE INDEX "control_items_form_name_idx" ON "control_items" USING btree ("form_name");--> statement-breakpoint
CREATE UNIQUE INDEX "interface_setup_items_key" ON "interface_setup_items" USING btree ("prod_id","setup_type","setup_key");--> statement-breakpoint
CREATE INDEX "tracking_events_type_at_idx" ON "tracking_events" USING btree ("event_type","at");--> statement-breakpoint
CREATE INDEX "tracking_events_username_at_idx" ON "tracking_events" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "tracking_events_form_at_idx" ON "tracking_events" USING btree ("form_name","at");--> statement-breakpoint
CREATE INDEX "tracking_events_tracking_id_idx" ON "tracking_events" USING btree ("tracking_id");--> statement-breakpoint
CREATE FUNCTION "tracking_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tracking_events is append-only: % is not allowed', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tracking_events_no_update_or_delete" BEFORE UPDATE OR DELETE ON "tracking_events" FOR EACH ROW EXECUTE FUNCTION "tracking_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "tracking_events_no_truncate" BEFORE TRUNCATE ON "tracking_events" FOR EACH STATEMENT EXECUTE FUNCTION "tracking_events_append_only"();
