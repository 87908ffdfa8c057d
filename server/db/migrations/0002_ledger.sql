CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"response" jsonb,
	"http_status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "idempotency_keys_status_known" CHECK ("status" IN ('pending', 'done', 'failed')),
	CONSTRAINT "idempotency_keys_key_length" CHECK (length("key") BETWEEN 1 AND 200)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"currency" text DEFAULT 'COIN' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "ledger_accounts_kind_known" CHECK ("kind" IN ('player_wallet', 'player_holds', 'house', 'psp_clearing', 'crypto_clearing', 'third_party_clearing', 'agent_wallet')),
	CONSTRAINT "ledger_accounts_balance_non_negative" CHECK ("kind" NOT IN ('player_wallet', 'player_holds', 'agent_wallet') OR "balance" >= 0),
	CONSTRAINT "ledger_accounts_currency_shape" CHECK ("currency" ~ '^[A-Z0-9]{2,12}$')
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_account_id" integer NOT NULL,
	"holds_account_id" integer NOT NULL,
	"to_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "ledger_holds_amount_positive" CHECK ("amount" > 0),
	CONSTRAINT "ledger_holds_status_known" CHECK ("status" IN ('pending', 'posted', 'voided')),
	CONSTRAINT "ledger_holds_resolution_complete" CHECK (("status" = 'pending') = ("resolved_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_account_id" integer NOT NULL,
	"to_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("amount" > 0),
	CONSTRAINT "ledger_transfers_distinct_accounts" CHECK ("from_account_id" <> "to_account_id"),
	CONSTRAINT "ledger_transfers_kind_shape" CHECK ("kind" ~ '^[a-z][a-z0-9_]*$')
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_from_account_id_ledger_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_holds_account_id_ledger_accounts_id_fk" FOREIGN KEY ("holds_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_to_account_id_ledger_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_from_account_id_ledger_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_to_account_id_ledger_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_user_idx" ON "ledger_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_holds_reference_idx" ON "ledger_holds" USING btree ("reference") WHERE "reference" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_holds_pending_idx" ON "ledger_holds" USING btree ("holds_account_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_kind_reference_idx" ON "ledger_transfers" USING btree ("kind","reference") WHERE "reference" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_transfers_from_idx" ON "ledger_transfers" USING btree ("from_account_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_to_idx" ON "ledger_transfers" USING btree ("to_account_id");--> statement-breakpoint
-- Transfers are history: corrections are new transfers, never edits.
CREATE FUNCTION "ledger_transfers_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger_transfers is append-only (% refused)', TG_OP USING ERRCODE = 'raise_exception';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_append_only" BEFORE UPDATE OR DELETE ON "ledger_transfers" FOR EACH ROW EXECUTE FUNCTION "ledger_transfers_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_no_truncate" BEFORE TRUNCATE ON "ledger_transfers" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_transfers_refuse_change"();
