CREATE TABLE "sandbox_psp_notifications" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payment_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_problem" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "sandbox_psp_notifications_status_known" CHECK ("status" IN ('pending', 'delivered', 'abandoned'))
);
--> statement-breakpoint
ALTER TABLE "sandbox_psp_notifications" ADD CONSTRAINT "sandbox_psp_notifications_payment_id_sandbox_psp_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_psp_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_psp_notifications_due_idx" ON "sandbox_psp_notifications" USING btree ("next_attempt_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "sandbox_psp_notifications_completed_idx" ON "sandbox_psp_notifications" USING btree ("completed_at");