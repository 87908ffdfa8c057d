CREATE TABLE "adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_sn" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"failure_reason" text,
	"operator" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "adjustments_order_sn_unique" UNIQUE("order_sn"),
	CONSTRAINT "adjustments_amount_nonzero" CHECK ("amount" <> 0),
	CONSTRAINT "adjustments_status_known" CHECK ("status" IN ('in_progress', 'success', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "bank_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"card_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"pinyin_name" text NOT NULL,
	"branch_code" text NOT NULL,
	"branch_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "bank_cards_number_digits" CHECK ("card_number" ~ '^[0-9]{7,19}$')
);
--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"network" text PRIMARY KEY NOT NULL,
	"scanned_height" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_addresses" (
	"user_id" integer NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_addresses_user_id_network_pk" PRIMARY KEY("user_id","network")
);
--> statement-breakpoint
CREATE TABLE "crypto_deposits" (
	"network" text NOT NULL,
	"txid" text NOT NULL,
	"log_index" integer NOT NULL,
	"payment_order_id" bigint NOT NULL,
	"block_height" bigint NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_deposits_network_txid_log_index_pk" PRIMARY KEY("network","txid","log_index"),
	CONSTRAINT "crypto_deposits_payment_order_id_unique" UNIQUE("payment_order_id")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_name_unique" UNIQUE("name"),
	CONSTRAINT "operators_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_sn" text NOT NULL,
	"user_id" integer NOT NULL,
	"channel_code" text NOT NULL,
	"provider" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"coins" bigint NOT NULL,
	"bank_card_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"pay_url" text,
	"network" text,
	"address" text,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_order_sn_unique" UNIQUE("order_sn"),
	CONSTRAINT "payment_orders_amount_positive" CHECK ("amount" > 0 AND "coins" > 0),
	CONSTRAINT "payment_orders_status_known" CHECK ("status" IN ('pending', 'paid', 'refunding', 'refunded', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_chain_heads" (
	"network" text PRIMARY KEY NOT NULL,
	"height" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_chain_txs" (
	"network" text NOT NULL,
	"txid" text NOT NULL,
	"log_index" integer NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" bigint NOT NULL,
	"block_height" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_chain_txs_network_txid_log_index_pk" PRIMARY KEY("network","txid","log_index")
);
--> statement-breakpoint
CREATE TABLE "sandbox_psp_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_order_sn" text NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_sn" text NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"hold_id" bigint NOT NULL,
	"bank_card_id" integer,
	"coin" text,
	"network" text,
	"address" text,
	"asset_amount" bigint,
	"txid" text,
	"status" text DEFAULT 'review' NOT NULL,
	"failure_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_order_sn_unique" UNIQUE("order_sn"),
	CONSTRAINT "withdrawals_hold_id_unique" UNIQUE("hold_id"),
	CONSTRAINT "withdrawals_amount_positive" CHECK ("amount" > 0),
	CONSTRAINT "withdrawals_status_known" CHECK ("status" IN ('review', 'withdrawing', 'success', 'failed')),
	CONSTRAINT "withdrawals_method_known" CHECK ("method" IN ('bank', 'crypto')),
	CONSTRAINT "withdrawals_destination" CHECK (("method" = 'bank' AND "bank_card_id" IS NOT NULL) OR ("method" = 'crypto' AND "network" IS NOT NULL AND "address" IS NOT NULL AND "asset_amount" > 0))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "failed_payment_passwords" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_password_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_addresses" ADD CONSTRAINT "crypto_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD CONSTRAINT "crypto_deposits_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_bank_card_id_bank_cards_id_fk" FOREIGN KEY ("bank_card_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_card_id_bank_cards_id_fk" FOREIGN KEY ("bank_card_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adjustments_user_idx" ON "adjustments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_user_number_idx" ON "bank_cards" USING btree ("user_id","card_number") WHERE "removed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_one_default_idx" ON "bank_cards" USING btree ("user_id") WHERE "is_default" AND "removed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_addresses_network_address_idx" ON "crypto_addresses" USING btree ("network","address");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_ref_idx" ON "payment_orders" USING btree ("provider","provider_ref") WHERE "provider_ref" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_pending_idx" ON "payment_orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "sandbox_chain_txs_to_idx" ON "sandbox_chain_txs" USING btree ("network","to_address");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");