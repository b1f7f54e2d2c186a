CREATE TABLE "known_devices" (
	"user_id" integer NOT NULL,
	"device_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_devices_user_id_device_hash_pk" PRIMARY KEY("user_id","device_hash")
);
--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "kind" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "device_hash" text;--> statement-breakpoint
ALTER TABLE "saved_illustrations" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_devices_last_seen" ON "known_devices" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "login_attempts_device_at_idx" ON "login_attempts" USING btree ("device_hash","at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_illustrations_owner_idempotency_key" ON "saved_illustrations" USING btree ("owner_id","idempotency_key");