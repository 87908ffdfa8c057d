CREATE TABLE "app_keys" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"bound_at" timestamp with time zone,
	"last_used_step" bigint,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "app_keys_failed_attempts_non_negative" CHECK ("failed_attempts" >= 0),
	CONSTRAINT "app_keys_secret_encrypted" CHECK ("secret_ciphertext" LIKE 'v1.%')
);
--> statement-breakpoint
ALTER TABLE "email_codes" DROP CONSTRAINT "email_codes_purpose_known";--> statement-breakpoint
ALTER TABLE "app_keys" ADD CONSTRAINT "app_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_purpose_known" CHECK ("purpose" IN ('register', 'reset', 'change-email', 'app-key-reset'));