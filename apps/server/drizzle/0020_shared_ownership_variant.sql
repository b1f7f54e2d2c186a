-- Which Shared Ownership dialog the company's illustrations open (issue 21; decisions 0065,
-- 0081): the 17-page slideshow, the default, or the earlier, shorter wizard.
ALTER TABLE "company_settings" ADD COLUMN "shared_ownership_variant" text DEFAULT 'slideshow' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_shared_ownership_variant" CHECK ("company_settings"."shared_ownership_variant" in ('slideshow', 'wizard'));
