CREATE TABLE "company_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_eapplication" boolean DEFAULT false NOT NULL,
	"is_concepts" boolean DEFAULT false NOT NULL,
	"is_new_business" boolean DEFAULT false NOT NULL,
	"is_inforce" boolean DEFAULT false NOT NULL,
	"is_new_business_batch" boolean DEFAULT false NOT NULL,
	"is_inforce_batch" boolean DEFAULT false NOT NULL,
	"is_business_intelligence" boolean DEFAULT false NOT NULL,
	"is_admin_system" boolean DEFAULT false NOT NULL,
	"is_needs_analysis_lite" boolean DEFAULT false NOT NULL,
	"is_needs_analysis_full" boolean DEFAULT false NOT NULL,
	"display_name_en" text NOT NULL,
	"display_name_fr" text NOT NULL,
	"blurb_en" text DEFAULT '' NOT NULL,
	"blurb_fr" text DEFAULT '' NOT NULL,
	"help_desk_name" text DEFAULT '' NOT NULL,
	"help_desk_phone" text DEFAULT '' NOT NULL,
	"help_desk_toll_free" text DEFAULT '' NOT NULL,
	"help_desk_email" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_single_row" CHECK ("company_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"username" text NOT NULL,
	"address" text NOT NULL,
	"succeeded" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone,
	"replaced_by" text
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"permissions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"challenge" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"username" text NOT NULL,
	"event_type" text NOT NULL,
	"form_name" text DEFAULT '' NOT NULL,
	"control_name" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_permissions" (
	"user_id" integer NOT NULL,
	"permission_key" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_displayed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "user_permissions_user_id_permission_key_pk" PRIMARY KEY("user_id","permission_key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"profile_name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"email_address" text DEFAULT '' NOT NULL,
	"phone_number_primary" text DEFAULT '' NOT NULL,
	"phone_number_secondary" text DEFAULT '' NOT NULL,
	"fax_number" text DEFAULT '' NOT NULL,
	"is_mobile_primary" boolean DEFAULT false NOT NULL,
	"is_mobile_secondary" boolean DEFAULT false NOT NULL,
	"input_language" text DEFAULT 'English' NOT NULL,
	"report_language" text DEFAULT 'English' NOT NULL,
	"font_size" text DEFAULT 'Large' NOT NULL,
	"default_application" text DEFAULT 'New Business' NOT NULL,
	"agent_id" text DEFAULT '' NOT NULL,
	"is_first_run" boolean DEFAULT false NOT NULL,
	"form_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"widgets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tracking_user_name" text DEFAULT '' NOT NULL,
	"is_white_label" boolean DEFAULT false NOT NULL,
	"white_label_profile" jsonb,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_input_language_check" CHECK ("users"."input_language" in ('English', 'French')),
	CONSTRAINT "users_report_language_check" CHECK ("users"."report_language" in ('English', 'French')),
	CONSTRAINT "users_font_size_check" CHECK ("users"."font_size" in ('Large', 'Small')),
	CONSTRAINT "users_default_application_check" CHECK ("users"."default_application" in ('New Business', 'Inforce', 'Admin'))
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_username_at_idx" ON "login_attempts" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "login_attempts_address_at_idx" ON "login_attempts" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_id_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tracking_events_at_idx" ON "tracking_events" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));