CREATE TABLE "kyc_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"front_key" text NOT NULL,
	"back_key" text NOT NULL,
	"handheld_key" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	CONSTRAINT "kyc_submissions_status_known" CHECK ("status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "kyc_submissions_rejection_has_reason" CHECK ("status" <> 'rejected' OR "reason" IS NOT NULL),
	CONSTRAINT "kyc_submissions_review_complete" CHECK (("status" = 'pending') = ("reviewed_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_one_pending_idx" ON "kyc_submissions" USING btree ("user_id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "kyc_submissions_user_idx" ON "kyc_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_submissions_status_idx" ON "kyc_submissions" USING btree ("status","created_at");--> statement-breakpoint
-- A reviewed submission is history: only a pending one may change (to approved or rejected), and
-- its photos' keys and owner never change; an approved one is never deleted (withdrawals rest on it).
CREATE FUNCTION "kyc_submissions_reviewed_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF OLD."status" = 'approved' THEN
			RAISE EXCEPTION 'an approved KYC submission is never deleted' USING ERRCODE = 'check_violation', CONSTRAINT = 'kyc_submissions_reviewed_fixed';
		END IF;
		RETURN OLD;
	END IF;
	IF OLD."status" <> 'pending' OR NEW."user_id" <> OLD."user_id"
		OR NEW."front_key" <> OLD."front_key" OR NEW."back_key" <> OLD."back_key" OR NEW."handheld_key" <> OLD."handheld_key" THEN
		RAISE EXCEPTION 'a reviewed KYC submission never changes' USING ERRCODE = 'check_violation', CONSTRAINT = 'kyc_submissions_reviewed_fixed';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "kyc_submissions_reviewed_fixed" BEFORE UPDATE OR DELETE ON "kyc_submissions" FOR EACH ROW
	EXECUTE FUNCTION "kyc_submissions_reviewed_fixed"();
