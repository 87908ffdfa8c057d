CREATE TABLE "report_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"deposits" integer DEFAULT 0 NOT NULL,
	"deposit_coins" bigint DEFAULT 0 NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	"draw_amount" bigint DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"gift_amount" bigint DEFAULT 0 NOT NULL,
	"transfer_in" bigint DEFAULT 0 NOT NULL,
	"transfer_out" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_event_hours" (
	"ancestor_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"deposits" integer NOT NULL,
	"deposit_coins" bigint NOT NULL,
	"draws" integer NOT NULL,
	"draw_amount" bigint NOT NULL,
	"registrations" integer NOT NULL,
	"gift_amount" bigint NOT NULL,
	"transfer_in" bigint NOT NULL,
	"transfer_out" bigint NOT NULL,
	CONSTRAINT "team_event_hours_ancestor_id_hour_pk" PRIMARY KEY("ancestor_id","hour")
);
--> statement-breakpoint
CREATE TABLE "team_totals" (
	"ancestor_id" integer PRIMARY KEY NOT NULL,
	"members" integer NOT NULL,
	"balance" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_events_user_idx" ON "report_events" USING btree ("user_id","at");--> statement-breakpoint
-- Report events: every change to what a member's row contributes to the team reports becomes signed
-- rows here, written by the database in the changing transaction so that no code path can forget it.
-- A row's contribution is taken back (old values, negative) and given again (new values) only when
-- it changed; the play path (game_rounds, ledger) has no trigger.
CREATE FUNCTION "report_events_of_payment_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	was boolean := TG_OP <> 'INSERT' AND OLD."status" = 'paid' AND OLD."paid_at" IS NOT NULL;
	is_now boolean := TG_OP <> 'DELETE' AND NEW."status" = 'paid' AND NEW."paid_at" IS NOT NULL;
BEGIN
	IF was AND is_now AND (OLD."user_id", OLD."paid_at", OLD."coins") = (NEW."user_id", NEW."paid_at", NEW."coins") THEN
		RETURN NULL;
	END IF;
	IF was THEN
		INSERT INTO "report_events" ("user_id", "at", "deposits", "deposit_coins") VALUES (OLD."user_id", OLD."paid_at", -1, -OLD."coins");
	END IF;
	IF is_now THEN
		INSERT INTO "report_events" ("user_id", "at", "deposits", "deposit_coins") VALUES (NEW."user_id", NEW."paid_at", 1, NEW."coins");
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payment_orders_report_events" AFTER INSERT OR UPDATE OR DELETE ON "payment_orders" FOR EACH ROW EXECUTE FUNCTION "report_events_of_payment_orders"();--> statement-breakpoint
CREATE FUNCTION "report_events_of_withdrawals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	was boolean := TG_OP <> 'INSERT' AND OLD."status" = 'success' AND OLD."completed_at" IS NOT NULL;
	is_now boolean := TG_OP <> 'DELETE' AND NEW."status" = 'success' AND NEW."completed_at" IS NOT NULL;
BEGIN
	IF was AND is_now AND (OLD."user_id", OLD."completed_at", OLD."amount") = (NEW."user_id", NEW."completed_at", NEW."amount") THEN
		RETURN NULL;
	END IF;
	IF was THEN
		INSERT INTO "report_events" ("user_id", "at", "draws", "draw_amount") VALUES (OLD."user_id", OLD."completed_at", -1, -OLD."amount");
	END IF;
	IF is_now THEN
		INSERT INTO "report_events" ("user_id", "at", "draws", "draw_amount") VALUES (NEW."user_id", NEW."completed_at", 1, NEW."amount");
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "withdrawals_report_events" AFTER INSERT OR UPDATE OR DELETE ON "withdrawals" FOR EACH ROW EXECUTE FUNCTION "report_events_of_withdrawals"();--> statement-breakpoint
-- Gifts: successful operator credits, at their creation time.
CREATE FUNCTION "report_events_of_adjustments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	was boolean := TG_OP <> 'INSERT' AND OLD."status" = 'success' AND OLD."amount" > 0;
	is_now boolean := TG_OP <> 'DELETE' AND NEW."status" = 'success' AND NEW."amount" > 0;
BEGIN
	IF was AND is_now AND (OLD."user_id", OLD."created_at", OLD."amount") = (NEW."user_id", NEW."created_at", NEW."amount") THEN
		RETURN NULL;
	END IF;
	IF was THEN
		INSERT INTO "report_events" ("user_id", "at", "gift_amount") VALUES (OLD."user_id", OLD."created_at", -OLD."amount");
	END IF;
	IF is_now THEN
		INSERT INTO "report_events" ("user_id", "at", "gift_amount") VALUES (NEW."user_id", NEW."created_at", NEW."amount");
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "adjustments_report_events" AFTER INSERT OR UPDATE OR DELETE ON "adjustments" FOR EACH ROW EXECUTE FUNCTION "report_events_of_adjustments"();--> statement-breakpoint
-- Agent transfers count for the member (coins in: to_member, coins out: from_member).
CREATE FUNCTION "report_events_of_agent_transfers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND (OLD."member_id", OLD."created_at", OLD."direction", OLD."amount") = (NEW."member_id", NEW."created_at", NEW."direction", NEW."amount") THEN
		RETURN NULL;
	END IF;
	IF TG_OP <> 'INSERT' THEN
		INSERT INTO "report_events" ("user_id", "at", "transfer_in", "transfer_out")
		VALUES (OLD."member_id", OLD."created_at", CASE WHEN OLD."direction" = 'to_member' THEN -OLD."amount" ELSE 0 END, CASE WHEN OLD."direction" = 'from_member' THEN -OLD."amount" ELSE 0 END);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		INSERT INTO "report_events" ("user_id", "at", "transfer_in", "transfer_out")
		VALUES (NEW."member_id", NEW."created_at", CASE WHEN NEW."direction" = 'to_member' THEN NEW."amount" ELSE 0 END, CASE WHEN NEW."direction" = 'from_member' THEN NEW."amount" ELSE 0 END);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_transfers_report_events" AFTER INSERT OR UPDATE OR DELETE ON "agent_transfers" FOR EACH ROW EXECUTE FUNCTION "report_events_of_agent_transfers"();--> statement-breakpoint
-- Registrations at the user's creation time (a user's referrer never changes: users_referrer_fixed).
CREATE FUNCTION "report_events_of_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD."created_at" = NEW."created_at" THEN
		RETURN NULL;
	END IF;
	IF TG_OP <> 'INSERT' THEN
		INSERT INTO "report_events" ("user_id", "at", "registrations") VALUES (OLD."id", OLD."created_at", -1);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		INSERT INTO "report_events" ("user_id", "at", "registrations") VALUES (NEW."id", NEW."created_at", 1);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_report_events" AFTER INSERT OR UPDATE OF "created_at" OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "report_events_of_users"();--> statement-breakpoint
-- What exists already, as the triggers would have written it.
INSERT INTO "report_events" ("user_id", "at", "registrations") SELECT "id", "created_at", 1 FROM "users" ORDER BY "id";--> statement-breakpoint
INSERT INTO "report_events" ("user_id", "at", "deposits", "deposit_coins")
	SELECT "user_id", "paid_at", 1, "coins" FROM "payment_orders" WHERE "status" = 'paid' AND "paid_at" IS NOT NULL ORDER BY "id";--> statement-breakpoint
INSERT INTO "report_events" ("user_id", "at", "draws", "draw_amount")
	SELECT "user_id", "completed_at", 1, "amount" FROM "withdrawals" WHERE "status" = 'success' AND "completed_at" IS NOT NULL ORDER BY "id";--> statement-breakpoint
INSERT INTO "report_events" ("user_id", "at", "gift_amount")
	SELECT "user_id", "created_at", "amount" FROM "adjustments" WHERE "status" = 'success' AND "amount" > 0 ORDER BY "id";--> statement-breakpoint
INSERT INTO "report_events" ("user_id", "at", "transfer_in", "transfer_out")
	SELECT "member_id", "created_at", CASE WHEN "direction" = 'to_member' THEN "amount" ELSE 0 END, CASE WHEN "direction" = 'from_member' THEN "amount" ELSE 0 END
	FROM "agent_transfers" ORDER BY "id";
