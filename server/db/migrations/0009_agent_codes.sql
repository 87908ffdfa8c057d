-- An agent is a user with an agent code, and only an approved application makes one: the database
-- refuses an agent code for a user without an approved application (checked at commit, so the
-- approval may write the application and the code in either order within its transaction).
CREATE FUNCTION "users_agent_code_approved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "users" "u" WHERE "u"."id" = NEW."id" AND "u"."agent_code" IS NOT NULL)
		AND NOT EXISTS (SELECT 1 FROM "agent_applications" "a" WHERE "a"."user_id" = NEW."id" AND "a"."status" = 'approved') THEN
		RAISE EXCEPTION 'users.agent_code is set only by approving an agent application (user %)', NEW."id"
			USING ERRCODE = 'check_violation', CONSTRAINT = 'users_agent_code_approved';
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_agent_code_approved" AFTER INSERT OR UPDATE OF "agent_code" ON "users"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."agent_code" IS NOT NULL)
	EXECUTE FUNCTION "users_agent_code_approved"();--> statement-breakpoint
-- The code is printed on invitation links and QR codes: once given it never changes or goes.
CREATE FUNCTION "users_agent_code_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'users.agent_code never changes once given' USING ERRCODE = 'check_violation', CONSTRAINT = 'users_agent_code_fixed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_agent_code_fixed" BEFORE UPDATE OF "agent_code" ON "users" FOR EACH ROW
	WHEN (OLD."agent_code" IS NOT NULL AND OLD."agent_code" IS DISTINCT FROM NEW."agent_code")
	EXECUTE FUNCTION "users_agent_code_fixed"();--> statement-breakpoint
-- A reviewed application is history: only a pending one may change (to approved or rejected), and
-- an approved one is never deleted (the agent code rests on it).
CREATE FUNCTION "agent_applications_reviewed_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF OLD."status" = 'approved' THEN
			RAISE EXCEPTION 'an approved agent application is never deleted' USING ERRCODE = 'check_violation', CONSTRAINT = 'agent_applications_reviewed_fixed';
		END IF;
		RETURN OLD;
	END IF;
	IF OLD."status" <> 'pending' OR NEW."user_id" <> OLD."user_id" THEN
		RAISE EXCEPTION 'a reviewed agent application never changes' USING ERRCODE = 'check_violation', CONSTRAINT = 'agent_applications_reviewed_fixed';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_applications_reviewed_fixed" BEFORE UPDATE OR DELETE ON "agent_applications" FOR EACH ROW
	EXECUTE FUNCTION "agent_applications_reviewed_fixed"();--> statement-breakpoint
-- Codes given before this rule (none in a hall that never had agents) keep working: their users get
-- the approved application the rule asks for.
INSERT INTO "agent_applications" ("user_id", "status", "created_at", "reviewed_at", "reviewed_by")
SELECT "u"."id", 'approved', "u"."created_at", "u"."created_at", 'migration'
FROM "users" "u"
WHERE "u"."agent_code" IS NOT NULL
	AND NOT EXISTS (SELECT 1 FROM "agent_applications" "a" WHERE "a"."user_id" = "u"."id" AND "a"."status" = 'approved');
