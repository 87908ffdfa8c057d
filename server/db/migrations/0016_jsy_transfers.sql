CREATE TABLE "jsy_transfer_flows" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"jsy_account" text NOT NULL,
	"account_checked_at" timestamp with time zone NOT NULL,
	"bank_card_id" integer,
	"card_confirmed_at" timestamp with time zone,
	"code_verified_at" timestamp with time zone,
	"grant" text,
	"grant_expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jsy_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_sn" text NOT NULL,
	"user_id" integer NOT NULL,
	"jsy_account" text NOT NULL,
	"amount" bigint NOT NULL,
	"hold_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"partner_ref" text,
	"request_expires_at" timestamp with time zone NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_problem" text,
	"failure_reason" text,
	"resolved_by" text,
	"resolution_note" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "jsy_transfers_transfer_sn_unique" UNIQUE("transfer_sn"),
	CONSTRAINT "jsy_transfers_hold_id_unique" UNIQUE("hold_id"),
	CONSTRAINT "jsy_transfers_amount_positive" CHECK ("amount" > 0),
	CONSTRAINT "jsy_transfers_status_known" CHECK ("status" IN ('pending', 'success', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_jsy_accounts" (
	"account" text PRIMARY KEY NOT NULL,
	"holder_name" text NOT NULL,
	"holder_kana" text NOT NULL,
	"password_hash" text NOT NULL,
	"card_last4" text NOT NULL,
	"branch_code" text NOT NULL,
	"behaviour" text DEFAULT 'normal' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_jsy_credits" (
	"transfer_id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"partner_ref" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_codes" DROP CONSTRAINT "email_codes_purpose_known";--> statement-breakpoint
ALTER TABLE "jsy_transfer_flows" ADD CONSTRAINT "jsy_transfer_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jsy_transfer_flows" ADD CONSTRAINT "jsy_transfer_flows_bank_card_id_bank_cards_id_fk" FOREIGN KEY ("bank_card_id") REFERENCES "public"."bank_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jsy_transfers" ADD CONSTRAINT "jsy_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jsy_transfers" ADD CONSTRAINT "jsy_transfers_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_jsy_credits" ADD CONSTRAINT "sandbox_jsy_credits_account_sandbox_jsy_accounts_account_fk" FOREIGN KEY ("account") REFERENCES "public"."sandbox_jsy_accounts"("account") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jsy_transfers_user_idx" ON "jsy_transfers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "jsy_transfers_due_idx" ON "jsy_transfers" USING btree ("next_check_at") WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_purpose_known" CHECK ("purpose" IN ('register', 'reset', 'change-email', 'app-key-reset', 'jsy-transfer'));