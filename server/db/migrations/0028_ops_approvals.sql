CREATE TABLE "ops_approvals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"withdrawal_sn" text,
	"request" jsonb,
	"amount" bigint NOT NULL,
	"binding" text NOT NULL,
	"maker_id" integer NOT NULL,
	"maker_name" text NOT NULL,
	"maker_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_id" integer,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	CONSTRAINT "ops_approvals_kind_known" CHECK ("kind" IN ('withdrawal', 'adjustment')),
	CONSTRAINT "ops_approvals_status_known" CHECK ("status" IN ('pending', 'approved', 'rejected', 'expired')),
	CONSTRAINT "ops_approvals_target" CHECK (("kind" = 'withdrawal' AND "withdrawal_sn" IS NOT NULL) OR ("kind" = 'adjustment' AND "request" IS NOT NULL)),
	CONSTRAINT "ops_approvals_decided" CHECK (("status" IN ('pending', 'expired')) = ("decided_at" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ops_approvals_one_pending_withdrawal_idx" ON "ops_approvals" USING btree ("withdrawal_sn") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "ops_approvals_status_idx" ON "ops_approvals" USING btree ("status","created_at");