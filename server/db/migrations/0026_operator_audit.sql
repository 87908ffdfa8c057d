CREATE TABLE "operator_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator_id" integer,
	"operator_name" text,
	"session_id" bigint,
	"credential_id" bigint,
	"ip" text,
	"user_agent" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"approver_id" integer,
	"idempotency_key" text,
	"result" text NOT NULL,
	"error_key" text,
	"prev_hash" text DEFAULT '' NOT NULL,
	"hash" text DEFAULT '' NOT NULL,
	CONSTRAINT "operator_audit_result" CHECK ("operator_audit"."result" IN ('ok', 'denied', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "operator_audit_head" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"last_hash" text NOT NULL,
	CONSTRAINT "operator_audit_head_single" CHECK ("operator_audit_head"."single")
);
--> statement-breakpoint
CREATE INDEX "operator_audit_operator_idx" ON "operator_audit" USING btree ("operator_id","id");--> statement-breakpoint
CREATE INDEX "operator_audit_action_idx" ON "operator_audit" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "operator_audit_target_idx" ON "operator_audit" USING btree ("target_type","target_id","id");--> statement-breakpoint
CREATE INDEX "operator_audit_at_idx" ON "operator_audit" USING btree ("at");--> statement-breakpoint

-- The chain starts from 64 zeros; the head row is the only row operator_audit_head ever has.
INSERT INTO "operator_audit_head" ("single", "last_id", "last_hash") VALUES (true, 0, repeat('0', 64));
--> statement-breakpoint

-- What a row's hash covers: every column but prev_hash and hash, as jsonb text (jsonb orders its
-- keys, so the text is canonical) with the time written in UTC to the microsecond, so neither the
-- session's time zone nor DateStyle changes it. audit-verify recomputes it with this same function.
CREATE FUNCTION "operator_audit_content"(r "operator_audit") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', r."id",
    'at', to_char(r."at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'operatorId', r."operator_id",
    'operatorName', r."operator_name",
    'sessionId', r."session_id",
    'credentialId', r."credential_id",
    'ip', r."ip",
    'userAgent', r."user_agent",
    'action', r."action",
    'targetType', r."target_type",
    'targetId', r."target_id",
    'before', r."before",
    'after', r."after",
    'reason', r."reason",
    'approverId', r."approver_id",
    'idempotencyKey', r."idempotency_key",
    'result', r."result",
    'errorKey', r."error_key"
  )::text
$$;
--> statement-breakpoint

-- hash = sha256(prev_hash || content), hex. sha256(bytea) is built into PostgreSQL 11+ (and PGlite): no pgcrypto.
CREATE FUNCTION "operator_audit_hash"(p_prev text, p_content text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(p_prev || p_content, 'UTF8')), 'hex')
$$;
--> statement-breakpoint

-- Appending: lock the head row (concurrent appenders wait; under repeatable read or serializable
-- the second one fails with 40001 and its transaction is run again), take the next id after the
-- head's, chain to the head's hash, move the head. The lock is held to commit, so ids are the
-- chain's order and a rolled-back append leaves no gap.
CREATE FUNCTION "operator_audit_append"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_last_id bigint;
  v_last_hash text;
BEGIN
  SELECT h."last_id", h."last_hash" INTO v_last_id, v_last_hash FROM "operator_audit_head" h WHERE h."single" FOR UPDATE;
  IF v_last_hash IS NULL THEN RAISE EXCEPTION 'operator_audit_head has no row'; END IF;
  NEW."id" := v_last_id + 1;
  NEW."prev_hash" := v_last_hash;
  NEW."hash" := "operator_audit_hash"(v_last_hash, "operator_audit_content"(NEW));
  UPDATE "operator_audit_head" SET "last_id" = NEW."id", "last_hash" = NEW."hash" WHERE "single";
  RETURN NEW;
END $$;
--> statement-breakpoint

CREATE FUNCTION "operator_audit_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only: % refused', TG_OP;
END $$;
--> statement-breakpoint

-- The head moves only inside an append (trigger depth 2); a direct UPDATE or DELETE is refused.
CREATE FUNCTION "operator_audit_head_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND pg_trigger_depth() > 1 THEN RETURN NEW; END IF;
  RAISE EXCEPTION 'operator_audit_head moves only with an append: % refused', TG_OP;
END $$;
--> statement-breakpoint

CREATE TRIGGER "operator_audit_append" BEFORE INSERT ON "operator_audit" FOR EACH ROW EXECUTE FUNCTION "operator_audit_append"();
--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_rewrite" BEFORE UPDATE OR DELETE ON "operator_audit" FOR EACH ROW EXECUTE FUNCTION "operator_audit_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_truncate" BEFORE TRUNCATE ON "operator_audit" FOR EACH STATEMENT EXECUTE FUNCTION "operator_audit_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "operator_audit_head_guard" BEFORE UPDATE OR DELETE ON "operator_audit_head" FOR EACH ROW EXECUTE FUNCTION "operator_audit_head_guard"();
--> statement-breakpoint
CREATE TRIGGER "operator_audit_head_no_truncate" BEFORE TRUNCATE ON "operator_audit_head" FOR EACH STATEMENT EXECUTE FUNCTION "operator_audit_refuse_change"();
