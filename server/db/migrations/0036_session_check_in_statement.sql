-- The session behind a token, checked by the database (issue 15). session_resolve holds the rules
-- every signed-in call goes through (server/modules/auth/sessions.ts calls it), so a money move can
-- check its caller's session in its own statement instead of a round trip before it:
-- game_round_play_in_session checks the session, then plays the round in the same statement.
--
-- Verdicts (r_verdict): `ok`; `unknown` (no such token); `ended` (signed out, ended by its owner or
-- an operator); `elsewhere` and `frozen` (ended because the account signed in elsewhere, or was
-- frozen); `expired` (past its lifetime, or unused for p_idle_limit_ms, 0 = no idle limit). A live
-- session of a frozen account is ended `frozen` here. last_used_at is written when it is at least
-- p_touch_ms old, so a busy session is not rewritten on every call.
CREATE FUNCTION "session_resolve"(p_token_hash text, p_now timestamptz, p_idle_limit_ms bigint, p_touch_ms bigint)
RETURNS TABLE ("r_verdict" text, "r_session_id" integer, "r_user_id" integer) LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  SELECT s."id", s."user_id", s."expires_at", s."last_used_at", s."end_reason", u."status" INTO v
    FROM "sessions" s JOIN "users" u ON u."id" = s."user_id" WHERE s."token_hash" = p_token_hash;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'unknown', NULL::integer, NULL::integer;
    RETURN;
  END IF;
  IF v."end_reason" IS NOT NULL THEN
    RETURN QUERY SELECT CASE WHEN v."end_reason" IN ('elsewhere', 'frozen') THEN v."end_reason" ELSE 'ended' END, v."id", v."user_id";
    RETURN;
  END IF;
  IF v."expires_at" <= p_now OR (p_idle_limit_ms > 0 AND p_now - v."last_used_at" >= p_idle_limit_ms * interval '1 millisecond') THEN
    RETURN QUERY SELECT 'expired', v."id", v."user_id";
    RETURN;
  END IF;
  IF v."status" = 'frozen' THEN
    UPDATE "sessions" SET "ended_at" = p_now, "end_reason" = 'frozen' WHERE "id" = v."id" AND "ended_at" IS NULL;
    RETURN QUERY SELECT 'frozen', v."id", v."user_id";
    RETURN;
  END IF;
  IF p_now - v."last_used_at" >= p_touch_ms * interval '1 millisecond' THEN
    UPDATE "sessions" SET "last_used_at" = p_now WHERE "id" = v."id" AND "last_used_at" < p_now;
  END IF;
  RETURN QUERY SELECT 'ok', v."id", v."user_id";
END $$;
--> statement-breakpoint
-- game_round_play behind a session check, in one statement: a session that is not `ok` for this
-- player answers `session` with the verdict (r_response: {"verdict": …}) and the round writes nothing.
CREATE FUNCTION "game_round_play_in_session"(
  p_token_hash text, p_idle_limit_ms bigint, p_touch_ms bigint,
  p_user_id integer, p_machine_id text, p_now timestamptz, p_scope text, p_key text, p_request_hash text,
  p_seed_id integer, p_nonce integer, p_balance bigint,
  p_bet bigint, p_win bigint, p_outcome jsonb, p_bank_code text, p_response jsonb
) RETURNS TABLE (
  "r_state" text, "r_response" jsonb, "r_http_status" integer,
  "r_seed_id" integer, "r_server_seed_hash" text, "r_server_seed" text, "r_client_seed" text, "r_nonce" integer, "r_balance" text
) LANGUAGE plpgsql AS $$
DECLARE
  v_session record;
BEGIN
  SELECT * INTO v_session FROM "session_resolve"(p_token_hash, p_now, p_idle_limit_ms, p_touch_ms);
  IF v_session."r_verdict" <> 'ok' OR v_session."r_user_id" IS DISTINCT FROM p_user_id THEN
    RETURN QUERY SELECT 'session', jsonb_build_object('verdict', CASE WHEN v_session."r_user_id" IS DISTINCT FROM p_user_id THEN 'unknown' ELSE v_session."r_verdict" END),
      NULL::integer, NULL::integer, NULL, NULL, NULL, NULL::integer, NULL;
    RETURN;
  END IF;
  RETURN QUERY SELECT * FROM "game_round_play"(p_user_id, p_machine_id, p_now, p_scope, p_key, p_request_hash,
    p_seed_id, p_nonce, p_balance, p_bet, p_win, p_outcome, p_bank_code, p_response);
END $$;
