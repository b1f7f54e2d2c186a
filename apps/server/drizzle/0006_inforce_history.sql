CREATE TABLE "inforce_policy_history" (
	"policy_id" bigint NOT NULL,
	"policy_year" integer NOT NULL,
	"anniversary_date" text NOT NULL,
	"premiums_paid" double precision NOT NULL,
	"cash_value" double precision NOT NULL,
	"death_benefit" double precision NOT NULL,
	"loan_balance" double precision NOT NULL,
	"dividend" double precision NOT NULL,
	CONSTRAINT "inforce_policy_history_policy_id_policy_year_pk" PRIMARY KEY("policy_id","policy_year")
);
--> statement-breakpoint
ALTER TABLE "inforce_policy_history" ADD CONSTRAINT "inforce_policy_history_policy_id_inforce_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."inforce_policies"("id") ON DELETE cascade ON UPDATE no action;