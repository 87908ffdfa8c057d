-- game/play in one statement (issue 15). A round was five round trips (the session, BEGIN,
-- game_round_begin, game_round_finish, COMMIT) because the engine needs the seed pair and nonce
-- that game_round_begin locks. game_round_play takes the round already played by the caller on the
-- seed pair, nonce and wallet balance it last saw, and books it only if those are still current: one
-- statement, so one transaction of its own, with no BEGIN or COMMIT trips.
--
-- The straight way, when the caller's state is current and the bet is covered: the nonce is taken
-- by an UPDATE that matches only the nonce played (so it locks the seed pair and checks it at once),
-- the wallet moved by one that matches only the balance played, then the round, both transfers and
-- the key with its answer are inserted. Rounds of one player take turns on the seed pair; a
-- concurrent round with the same key either committed before this statement read the key (its answer
-- is returned) or took the nonce first (this one no longer matches).
--
-- The locking way, for everything else (no state from the caller, a state gone stale, a bet beyond
-- the wallet, a win past bigint): the seed pair and the wallet are locked and read as in
-- game_round_begin; a state that differs is answered `stale` with the current one, a current one is
-- booked through game_round_finish, which refuses and stores the refusal.
--
-- Answers (r_state):
--   `played`: booked; r_response is the answer as stored under the key (round id and time set here);
--   `stale`: nothing is written (a nonce taken is given back) and the current seed pair, nonce and
--            balance come back (r_seed_*, r_nonce, r_balance) for the caller to play again on;
--   `done` / `failed`: what the key already holds (a retry), or this round's refusal (a bet beyond
--            the wallet, a win past bigint), stored under the key as {errorKey, params};
--   `protected`, `game_not_found`, `no_seed`, `key_reused`: as game_round_begin's.
-- Locks are taken seed pair → wallet → key → bank.
CREATE FUNCTION "game_round_play"(
  p_user_id integer, p_machine_id text, p_now timestamptz, p_scope text, p_key text, p_request_hash text,
  p_seed_id integer, p_nonce integer, p_balance bigint,
  p_bet bigint, p_win bigint, p_outcome jsonb, p_bank_code text, p_response jsonb
) RETURNS TABLE (
  "r_state" text, "r_response" jsonb, "r_http_status" integer,
  "r_seed_id" integer, "r_server_seed_hash" text, "r_server_seed" text, "r_client_seed" text, "r_nonce" integer, "r_balance" text
) LANGUAGE plpgsql AS $$
DECLARE
  v_seed "player_seeds"%ROWTYPE;
  v_key "idempotency_keys"%ROWTYPE;
  v_claimed text;
  v_wallet integer;
  v_balance bigint;
  v_after numeric;
  v_round_id bigint;
  v_finished record;
  v_bank integer;
  v_taken integer;
  v_stored jsonb;
  -- The answer's time, as game_round_begin gives it.
  v_played_at text := to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
BEGIN
  IF p_scope IS NULL OR p_key IS NULL THEN RAISE EXCEPTION 'game_round_play needs an idempotency key'; END IF;
  -- As game_round_begin with p_protection: the caller checks such a player in a transaction of its own.
  IF EXISTS (SELECT 1 FROM "protection_exclusions" e WHERE e."user_id" = p_user_id AND e."starts_at" <= p_now AND e."ends_at" > p_now)
    OR EXISTS (SELECT 1 FROM "protection_limits" l WHERE l."user_id" = p_user_id) THEN
    RETURN QUERY SELECT 'protected', NULL::jsonb, NULL::integer, NULL::integer, NULL, NULL, NULL, NULL::integer, NULL;
    RETURN;
  END IF;
  PERFORM 1 FROM "games" g WHERE g."machine_id" = p_machine_id AND g."released_at" <= p_now;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'game_not_found', NULL::jsonb, 404, NULL::integer, NULL, NULL, NULL, NULL::integer, NULL;
    RETURN;
  END IF;
  -- A retry finds its answer whatever the caller played.
  SELECT * INTO v_key FROM "idempotency_keys" k WHERE k."scope" = p_scope AND k."key" = p_key;
  IF v_key."key" IS NOT NULL THEN
    IF v_key."request_hash" <> p_request_hash THEN
      RETURN QUERY SELECT 'key_reused', NULL::jsonb, 422, NULL::integer, NULL, NULL, NULL, NULL::integer, NULL;
      RETURN;
    END IF;
    IF v_key."status" IN ('done', 'failed') THEN
      RETURN QUERY SELECT v_key."status", v_key."response", v_key."http_status", NULL::integer, NULL, NULL, NULL, NULL::integer, NULL;
      RETURN;
    END IF;
    RAISE EXCEPTION 'idempotency key % left %', p_key, v_key."status";
  END IF;
  IF p_seed_id IS NOT NULL AND p_balance >= p_bet AND p_balance::numeric - p_bet + p_win <= 9223372036854775807 THEN
    UPDATE "player_seeds" s SET "next_nonce" = s."next_nonce" + 1
      WHERE s."id" = p_seed_id AND s."user_id" = p_user_id AND s."revealed_at" IS NULL AND s."next_nonce" = p_nonce
      RETURNING s."id" INTO v_taken;
    IF v_taken IS NOT NULL THEN
      UPDATE "ledger_accounts" a SET "balance" = a."balance" - p_bet + p_win
        WHERE a."code" = 'player:' || p_user_id || ':wallet' AND a."kind" = 'player_wallet' AND a."balance" = p_balance
        RETURNING a."id" INTO v_wallet;
      IF v_wallet IS NOT NULL THEN
        v_round_id := nextval(pg_get_serial_sequence('game_rounds', 'id'));
        INSERT INTO "game_rounds" ("id", "user_id", "machine_id", "seed_id", "nonce", "bet", "win", "outcome", "created_at")
          VALUES (v_round_id, p_user_id, p_machine_id, p_seed_id, p_nonce, p_bet, p_win, p_outcome, now());
        v_bank := "ledger_account_open"(p_bank_code, 'game_bank', NULL);
        -- As game_round_finish: the bet, then the win when there is one, one reference.
        INSERT INTO "ledger_transfers" ("from_account_id", "to_account_id", "amount", "kind", "reference")
          SELECT t."from_id", t."to_id", t."amount", t."kind", 'round:' || v_round_id
          FROM (VALUES (1, v_wallet, v_bank, p_bet, 'game_bet'), (2, v_bank, v_wallet, p_win, 'game_win')) AS t("n", "from_id", "to_id", "amount", "kind")
          WHERE t."amount" > 0 ORDER BY t."n";
        INSERT INTO "idempotency_keys" ("scope", "key", "request_hash", "status", "response", "http_status", "completed_at")
          VALUES (p_scope, p_key, p_request_hash, 'done',
            jsonb_set(jsonb_set(p_response, '{roundId}', to_jsonb(v_round_id)), '{createdAt}', to_jsonb(v_played_at)), 200, now())
          ON CONFLICT DO NOTHING RETURNING "response" INTO v_stored;
        IF v_stored IS NULL THEN RAISE EXCEPTION 'idempotency key % claimed outside its seed pair''s lock', p_key; END IF;
        RETURN QUERY SELECT 'played', v_stored, 200, NULL::integer, NULL, NULL, NULL, NULL::integer, NULL;
        RETURN;
      END IF;
      -- The balance moved since (a deposit, a withdrawal): the nonce goes back, the locking way answers.
      UPDATE "player_seeds" s SET "next_nonce" = p_nonce WHERE s."id" = p_seed_id;
    END IF;
  END IF;

  -- The locking way.
  SELECT * INTO v_seed FROM "player_seeds" s WHERE s."user_id" = p_user_id AND s."revealed_at" IS NULL FOR UPDATE;
  IF v_seed."id" IS NULL THEN
    RETURN QUERY SELECT 'no_seed', NULL::jsonb, NULL::integer, NULL::integer, NULL, NULL, NULL, NULL::integer, NULL;
    RETURN;
  END IF;
  v_wallet := "ledger_account_open"('player:' || p_user_id || ':wallet', 'player_wallet', p_user_id);
  SELECT a."balance" INTO v_balance FROM "ledger_accounts" a WHERE a."id" = v_wallet FOR NO KEY UPDATE;
  IF p_seed_id IS DISTINCT FROM v_seed."id" OR p_nonce IS DISTINCT FROM v_seed."next_nonce" OR p_balance IS DISTINCT FROM v_balance THEN
    RETURN QUERY SELECT 'stale', NULL::jsonb, NULL::integer,
      v_seed."id", v_seed."server_seed_hash", v_seed."server_seed", v_seed."client_seed", v_seed."next_nonce", v_balance::text;
    RETURN;
  END IF;

  -- Taken while this statement waited for the seed pair (a round with the same key): its answer
  -- comes with the next try, which reads the key first.
  INSERT INTO "idempotency_keys" ("scope", "key", "request_hash") VALUES (p_scope, p_key, p_request_hash)
    ON CONFLICT DO NOTHING RETURNING "key" INTO v_claimed;
  IF v_claimed IS NULL THEN
    RETURN QUERY SELECT 'stale', NULL::jsonb, NULL::integer,
      v_seed."id", v_seed."server_seed_hash", v_seed."server_seed", v_seed."client_seed", v_seed."next_nonce", v_balance::text;
    RETURN;
  END IF;
  v_round_id := nextval(pg_get_serial_sequence('game_rounds', 'id'));
  -- A win past bigint: game_round_finish refuses it (LEDGER_LIMIT_REACHED) before comparing balances.
  v_after := v_balance::numeric - p_bet + p_win;
  SELECT * INTO v_finished FROM "game_round_finish"(v_round_id, p_user_id, p_machine_id, v_seed."id", v_seed."next_nonce",
    p_bet, p_win, p_outcome, NULL, v_wallet, p_bank_code,
    CASE WHEN v_after <= 9223372036854775807 THEN v_after::bigint END, p_scope, p_key,
    jsonb_set(jsonb_set(p_response, '{roundId}', to_jsonb(v_round_id)), '{createdAt}', to_jsonb(v_played_at)));
  IF v_finished."r_state" = 'done' THEN
    RETURN QUERY SELECT 'played', v_finished."r_response", 200, NULL::integer, NULL, NULL, NULL, NULL::integer, NULL;
    RETURN;
  END IF;
  RETURN QUERY SELECT 'failed', jsonb_build_object('errorKey', v_finished."r_error_key", 'params', '{}'::jsonb), v_finished."r_http_status",
    NULL::integer, NULL, NULL, NULL, NULL::integer, NULL;
END $$;
