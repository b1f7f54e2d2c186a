-- Just-in-time portal users for directory sign-in (issue 17; decision 0030): the role a
-- directory account with no portal user is given on its first sign-in. Null, the default,
-- keeps the "not set up in the portal" refusal.
ALTER TABLE "company_settings" ADD COLUMN "directory_sign_up_role_id" integer;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_directory_sign_up_role_id_roles_id_fk" FOREIGN KEY ("directory_sign_up_role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;
