CREATE TABLE "agent_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	CONSTRAINT "agent_applications_status_known" CHECK ("status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "agent_applications_rejection_has_reason" CHECK ("status" <> 'rejected' OR "reason" IS NOT NULL),
	CONSTRAINT "agent_applications_review_complete" CHECK (("status" = 'pending') = ("reviewed_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "agent_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_sn" text NOT NULL,
	"agent_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_transfers_order_sn_unique" UNIQUE("order_sn"),
	CONSTRAINT "agent_transfers_amount_positive" CHECK ("amount" > 0),
	CONSTRAINT "agent_transfers_direction_known" CHECK ("direction" IN ('to_member', 'from_member')),
	CONSTRAINT "agent_transfers_distinct_parties" CHECK ("agent_id" <> "member_id")
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"level" integer PRIMARY KEY NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "rebate_rates_level_range" CHECK ("level" BETWEEN 1 AND 32),
	CONSTRAINT "rebate_rates_rate_range" CHECK ("rate_basis_points" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "rebate_settlements" (
	"agent_id" integer NOT NULL,
	"period" date NOT NULL,
	"bet_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_settlements_agent_id_period_pk" PRIMARY KEY("agent_id","period"),
	CONSTRAINT "rebate_settlements_amounts_non_negative" CHECK ("bet_amount" >= 0 AND "amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "team_paths" (
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "team_paths_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id"),
	CONSTRAINT "team_paths_depth_non_negative" CHECK ("depth" >= 0),
	CONSTRAINT "team_paths_self_is_depth_zero" CHECK (("ancestor_id" = "descendant_id") = ("depth" = 0))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_known";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_balance_non_negative";--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfers" ADD CONSTRAINT "agent_transfers_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfers" ADD CONSTRAINT "agent_transfers_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_settlements" ADD CONSTRAINT "rebate_settlements_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_paths" ADD CONSTRAINT "team_paths_ancestor_id_users_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_paths" ADD CONSTRAINT "team_paths_descendant_id_users_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_one_pending_idx" ON "agent_applications" USING btree ("user_id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "agent_applications_user_idx" ON "agent_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_applications_status_idx" ON "agent_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "agent_transfers_agent_idx" ON "agent_transfers" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_transfers_member_idx" ON "agent_transfers" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "rebate_settlements_period_idx" ON "rebate_settlements" USING btree ("period");--> statement-breakpoint
CREATE INDEX "team_paths_descendant_idx" ON "team_paths" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "team_paths_ancestor_depth_idx" ON "team_paths" USING btree ("ancestor_id","depth","descendant_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_known" CHECK ("kind" IN ('player_wallet', 'player_holds', 'house', 'psp_clearing', 'crypto_clearing', 'third_party_clearing', 'game_bank'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_non_negative" CHECK ("kind" NOT IN ('player_wallet', 'player_holds') OR "balance" >= 0);--> statement-breakpoint
-- The team tree: a new user's paths are their referrer's paths one level deeper, plus their own
-- row. Written by the database so that no sign-up path can forget it.
CREATE FUNCTION "team_paths_add_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "team_paths" ("ancestor_id", "descendant_id", "depth") VALUES (NEW."id", NEW."id", 0);
	IF NEW."referrer_id" IS NOT NULL THEN
		INSERT INTO "team_paths" ("ancestor_id", "descendant_id", "depth")
		SELECT "ancestor_id", NEW."id", "depth" + 1 FROM "team_paths" WHERE "descendant_id" = NEW."referrer_id";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_team_paths" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "team_paths_add_user"();--> statement-breakpoint
-- A member stays in the team they joined: moving a subtree would rewrite history in every report.
CREATE FUNCTION "users_referrer_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'users.referrer_id never changes' USING ERRCODE = 'raise_exception';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_referrer_fixed" BEFORE UPDATE OF "referrer_id" ON "users" FOR EACH ROW WHEN (OLD."referrer_id" IS DISTINCT FROM NEW."referrer_id") EXECUTE FUNCTION "users_referrer_fixed"();--> statement-breakpoint
-- Users who exist already get their paths from the referrer chain.
INSERT INTO "team_paths" ("ancestor_id", "descendant_id", "depth")
WITH RECURSIVE "chain" ("ancestor_id", "descendant_id", "depth") AS (
	SELECT "id", "id", 0 FROM "users"
	UNION ALL
	SELECT "u"."referrer_id", "c"."descendant_id", "c"."depth" + 1
	FROM "chain" "c" JOIN "users" "u" ON "u"."id" = "c"."ancestor_id"
	WHERE "u"."referrer_id" IS NOT NULL
)
SELECT "ancestor_id", "descendant_id", "depth" FROM "chain";
