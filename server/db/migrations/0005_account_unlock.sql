ALTER TABLE "users" ADD COLUMN "unlock_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unlock_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_unlock_token_hash_unique" UNIQUE("unlock_token_hash");