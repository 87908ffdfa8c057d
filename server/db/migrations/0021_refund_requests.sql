CREATE TABLE "refund_requests" (
	"order_sn" text PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_requests_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_sn_payment_orders_order_sn_fk" FOREIGN KEY ("order_sn") REFERENCES "public"."payment_orders"("order_sn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_requests_due_idx" ON "refund_requests" USING btree ("next_attempt_at") WHERE "refund_requests"."submitted_at" IS NULL;