ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" IS NULL;--> statement-breakpoint
-- Mail that failed before the delivery job existed is not sent days late: it counts as given up.
UPDATE "mail_outbox" SET "attempts" = 8, "last_error" = 'not sent before delivery retries existed' WHERE "sent_at" IS NULL;
