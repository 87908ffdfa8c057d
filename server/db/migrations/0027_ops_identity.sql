-- Named operators replace the static operator token: password (argon2id) + TOTP enrolled from a
-- one-time link, roles (deny by default), console sessions, CLI credentials. Existing operators keep
-- their id (adjustments and reviews name them) but hold no roles and no password until an admin
-- (or `npm run ops -- operator-create` while no admin exists) issues them an enrolment link.
CREATE TABLE "operator_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"label" text NOT NULL,
	"roles" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"step_up_at" timestamp with time zone,
	CONSTRAINT "operator_credentials_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "operator_credentials_roles_known" CHECK ("roles" <@ ARRAY['support', 'kyc', 'payments', 'approver', 'content', 'agents', 'auditor', 'admin']::text[])
);
--> statement-breakpoint
CREATE TABLE "operator_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"totp_secret_ciphertext" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "operator_enrolments_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "operator_enrolments_secret_encrypted" CHECK ("totp_secret_ciphertext" IS NULL OR "totp_secret_ciphertext" LIKE 'v1.%')
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_reason" text,
	"ip" text,
	"user_agent" text,
	"step_up_at" timestamp with time zone,
	CONSTRAINT "operator_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "operators" DROP CONSTRAINT "operators_token_hash_unique";--> statement-breakpoint
ALTER TABLE "operator_credentials" ADD CONSTRAINT "operator_credentials_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_enrolments" ADD CONSTRAINT "operator_enrolments_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_credentials_operator_idx" ON "operator_credentials" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "operator_enrolments_operator_idx" ON "operator_enrolments" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "operator_sessions_open_idx" ON "operator_sessions" USING btree ("operator_id") WHERE "ended_at" IS NULL;--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "token_hash";--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_secret_ciphertext" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_last_used_step" bigint;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "enrolled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "failed_sign_ins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_roles_known" CHECK ("roles" <@ ARRAY['support', 'kyc', 'payments', 'approver', 'content', 'agents', 'auditor', 'admin']::text[]);--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_failed_sign_ins_non_negative" CHECK ("failed_sign_ins" >= 0);--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_totp_secret_encrypted" CHECK ("totp_secret_ciphertext" IS NULL OR "totp_secret_ciphertext" LIKE 'v1.%');--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_enrolled_complete" CHECK ("enrolled_at" IS NULL OR ("password_hash" IS NOT NULL AND "totp_secret_ciphertext" IS NOT NULL));