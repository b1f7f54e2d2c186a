CREATE TABLE "widgets" (
	"widget_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"short_text_en" text NOT NULL,
	"short_text_fr" text NOT NULL,
	"long_text_en" text NOT NULL,
	"long_text_fr" text NOT NULL,
	"default_order" integer NOT NULL,
	"default_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "widgets_name_key" ON "widgets" USING btree ("name");