CREATE TABLE "inforce_policies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inforce_policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"policy_number" text NOT NULL,
	"policy_type" text NOT NULL,
	"prod_id" text NOT NULL,
	"prod_name" text NOT NULL,
	"policy_status_code" text NOT NULL,
	"is_active" boolean NOT NULL,
	"load_result" integer NOT NULL,
	"agent_id" text NOT NULL,
	"writing_agent_id" text NOT NULL,
	"owner_name" text NOT NULL,
	"insured_name" text NOT NULL,
	"document" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inforce_policy_names" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inforce_policy_names_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"policy_id" bigint NOT NULL,
	"role" text NOT NULL,
	"last_key" text NOT NULL,
	"first_key" text NOT NULL,
	"middle_key" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" text,
	"city" text NOT NULL,
	"province" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_statuses" (
	"policy_status_code" text PRIMARY KEY NOT NULL,
	"policy_status_description" text NOT NULL,
	"policy_status_description_fr" text NOT NULL,
	"is_death" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inforce_policy_names" ADD CONSTRAINT "inforce_policy_names_policy_id_inforce_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."inforce_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inforce_policies_policy_number_key" ON "inforce_policies" USING btree ("policy_number");--> statement-breakpoint
CREATE INDEX "inforce_policies_agent_id_idx" ON "inforce_policies" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "inforce_policies_writing_agent_id_idx" ON "inforce_policies" USING btree ("writing_agent_id");--> statement-breakpoint
CREATE INDEX "inforce_policies_status_idx" ON "inforce_policies" USING btree ("policy_status_code");--> statement-breakpoint
CREATE INDEX "inforce_policies_type_idx" ON "inforce_policies" USING btree ("policy_type");--> statement-breakpoint
CREATE INDEX "inforce_policies_prod_id_idx" ON "inforce_policies" USING btree ("prod_id");--> statement-breakpoint
CREATE INDEX "inforce_policies_owner_name_idx" ON "inforce_policies" USING btree ("owner_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inforce_policies_insured_name_idx" ON "inforce_policies" USING btree ("insured_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inforce_policy_names_last_first_idx" ON "inforce_policy_names" USING btree ("last_key" text_pattern_ops,"first_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inforce_policy_names_first_idx" ON "inforce_policy_names" USING btree ("first_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inforce_policy_names_policy_id_idx" ON "inforce_policy_names" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "policy_statuses_death_idx" ON "policy_statuses" USING btree ("is_death") WHERE "policy_statuses"."is_death";