CREATE TABLE "captchas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"ip" text,
	CONSTRAINT "email_codes_purpose_known" CHECK ("purpose" IN ('register', 'reset', 'change-email')),
	CONSTRAINT "email_codes_email_lowercase" CHECK ("email" = lower("email")),
	CONSTRAINT "email_codes_attempts_non_negative" CHECK ("attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_verifications_email_lowercase" CHECK ("email" = lower("email"))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"transport" text NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_transport_known" CHECK ("transport" IN ('outbox', 'smtp'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "sessions_end_complete" CHECK (("ended_at" IS NULL) = ("end_reason" IS NULL)),
	CONSTRAINT "sessions_end_reason_known" CHECK ("end_reason" IN ('logout', 'elsewhere', 'frozen', 'password-changed', 'password-reset')),
	CONSTRAINT "sessions_expiry_after_start" CHECK ("expires_at" > "created_at")
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"email" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_identities_provider_known" CHECK ("provider" IN ('google', 'line'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"email" text,
	"password_hash" text NOT NULL,
	"password_set_at" timestamp with time zone,
	"payment_password_hash" text,
	"nickname" text,
	"first_name" text,
	"last_name" text,
	"pinyin_name" text,
	"phone" text,
	"id_number" text,
	"alias" text,
	"agent_code" text,
	"referrer_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_alias_unique" UNIQUE("alias"),
	CONSTRAINT "users_agent_code_unique" UNIQUE("agent_code"),
	CONSTRAINT "users_account_shape" CHECK ("account" ~ '^[A-Za-z0-9]{4,20}$'),
	CONSTRAINT "users_email_lowercase" CHECK ("email" = lower("email")),
	CONSTRAINT "users_agent_code_shape" CHECK ("agent_code" ~ '^[A-Z0-9]{4,16}$'),
	CONSTRAINT "users_alias_shape" CHECK ("alias" ~ '^[A-Z0-9]{6,16}$'),
	CONSTRAINT "users_status_known" CHECK ("status" IN ('active', 'frozen')),
	CONSTRAINT "users_failed_logins_non_negative" CHECK ("failed_logins" >= 0),
	CONSTRAINT "users_not_own_referrer" CHECK ("referrer_id" IS NULL OR "referrer_id" <> "id")
);
--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captchas_expiry_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "email_codes_lookup_idx" ON "email_codes" USING btree ("email","purpose","created_at");--> statement-breakpoint
CREATE INDEX "email_verifications_email_idx" ON "email_verifications" USING btree ("email","expires_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_live_idx" ON "sessions" USING btree ("user_id","ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_provider_subject_idx" ON "user_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_lower_idx" ON "users" USING btree (lower("account"));--> statement-breakpoint
CREATE INDEX "users_referrer_idx" ON "users" USING btree ("referrer_id");