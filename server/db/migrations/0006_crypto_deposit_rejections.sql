CREATE TABLE "crypto_deposit_rejections" (
	"network" text NOT NULL,
	"txid" text NOT NULL,
	"log_index" integer NOT NULL,
	"user_id" integer,
	"address" text NOT NULL,
	"amount" text NOT NULL,
	"block_height" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_deposit_rejections_network_txid_log_index_pk" PRIMARY KEY("network","txid","log_index")
);
--> statement-breakpoint
ALTER TABLE "crypto_deposit_rejections" ADD CONSTRAINT "crypto_deposit_rejections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crypto_deposit_rejections_user_idx" ON "crypto_deposit_rejections" USING btree ("user_id");