-- The in-force data reports (issue 18; decision 0078) read a few figures of every policy in
-- the book. Read from the jsonb document (about 3 KB, stored compressed out of line), each
-- row's document is fetched and decompressed once per field: 100,000 policies took 4 to 8 s
-- per report on the benchmark. Stored generated columns keep those figures beside the row,
-- computed by the database from the document, so no writer can make them disagree.
ALTER TABLE "inforce_policies" ADD COLUMN "issue_date" text GENERATED ALWAYS AS ("document"->>'issueDate') STORED;--> statement-breakpoint
ALTER TABLE "inforce_policies" ADD COLUMN "annualized_premium" double precision GENERATED ALWAYS AS (coalesce(("document"->>'totalAnnualizedPremium')::double precision, 0)) STORED;--> statement-breakpoint
ALTER TABLE "inforce_policies" ADD COLUMN "billing_method" text GENERATED ALWAYS AS (coalesce("document"->>'billingMethod', '')) STORED;--> statement-breakpoint
ALTER TABLE "inforce_policies" ADD COLUMN "loan_balance" double precision GENERATED ALWAYS AS (coalesce(("document"->>'loanBalance')::double precision, 0)) STORED;--> statement-breakpoint
ALTER TABLE "inforce_policies" ADD COLUMN "church_name" text GENERATED ALWAYS AS (coalesce("document"->'owners'->0->>'churchName', '')) STORED;--> statement-breakpoint
ALTER TABLE "inforce_policies" ADD COLUMN "church_city" text GENERATED ALWAYS AS (coalesce("document"->'owners'->0->>'churchCity', '')) STORED;--> statement-breakpoint
ALTER TABLE "inforce_policies" ADD COLUMN "church_province" text GENERATED ALWAYS AS (coalesce("document"->'owners'->0->>'churchProvince', '')) STORED;--> statement-breakpoint
ALTER TABLE "inforce_policies" ADD COLUMN "payout_effective_date" text GENERATED ALWAYS AS ("document"->>'payoutEffectiveDate') STORED;--> statement-breakpoint
ALTER TABLE "inforce_policies" ADD COLUMN "annual_payout_amount" numeric GENERATED ALWAYS AS (("document"->>'annualPayoutAmount')::numeric) STORED;--> statement-breakpoint
ALTER TABLE "inforce_policies" ADD COLUMN "annual_payout_mode" text GENERATED ALWAYS AS ("document"->>'annualPayoutMode') STORED;
--> statement-breakpoint
-- Reports 13 to 16 count the cases saved in a range: without an index on when a case was
-- saved, a carrier's years of saved cases would be read whole for every report.
CREATE INDEX "saved_illustrations_created_at_idx" ON "saved_illustrations" USING btree ("created_at");
