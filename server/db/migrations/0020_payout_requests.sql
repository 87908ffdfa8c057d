CREATE TABLE "payout_requests" (
	"order_sn" text PRIMARY KEY NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"provider_ref" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_requests_withdrawal_id_unique" UNIQUE("withdrawal_id")
);
--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_order_sn_withdrawals_order_sn_fk" FOREIGN KEY ("order_sn") REFERENCES "public"."withdrawals"("order_sn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_requests_due_idx" ON "payout_requests" USING btree ("next_attempt_at") WHERE "payout_requests"."submitted_at" IS NULL;