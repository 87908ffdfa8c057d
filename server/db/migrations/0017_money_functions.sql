-- Money moves as database functions: one round trip books a transfer, two play a game round.
-- The TypeScript side (server/ledger/ledger.ts, server/modules/games/play.service.ts) stays the
-- only caller; every guarantee stays with the database: the rows are locked in id order, the
-- (kind, reference) unique index books an event once, the accounts' non-negative CHECK refuses
-- an overdraft.

-- One transfer: lock both accounts (id order, so two transfers between one pair never deadlock),
-- book the transfer, move both balances. Answers the transfer's id and time, or no row when this
-- (kind, reference) is already booked (the caller decides what that means).
CREATE FUNCTION "ledger_transfer"(p_from integer, p_to integer, p_amount bigint, p_kind text, p_reference text)
RETURNS TABLE ("transfer_id" text, "created_at" text) LANGUAGE plpgsql AS $$
DECLARE
  v_accounts integer;
  v_currencies integer;
  v_id bigint;
  v_at timestamptz;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN RAISE EXCEPTION 'a transfer moves a positive amount'; END IF;
  IF p_from = p_to THEN RAISE EXCEPTION 'a transfer needs two different accounts'; END IF;
  PERFORM 1 FROM "ledger_accounts" a WHERE a."id" IN (p_from, p_to) ORDER BY a."id" FOR NO KEY UPDATE;
  SELECT count(*), count(DISTINCT a."currency") INTO v_accounts, v_currencies FROM "ledger_accounts" a WHERE a."id" IN (p_from, p_to);
  IF v_accounts <> 2 THEN RAISE EXCEPTION 'unknown ledger account in % → %', p_from, p_to; END IF;
  IF v_currencies <> 1 THEN RAISE EXCEPTION 'a transfer stays within one currency'; END IF;
  INSERT INTO "ledger_transfers" ("from_account_id", "to_account_id", "amount", "kind", "reference")
    VALUES (p_from, p_to, p_amount, p_kind, p_reference)
    ON CONFLICT ("kind", "reference") WHERE "reference" IS NOT NULL DO NOTHING
    RETURNING "ledger_transfers"."id", "ledger_transfers"."created_at" INTO v_id, v_at;
  IF v_id IS NULL THEN RETURN; END IF;
  UPDATE "ledger_accounts" a SET "balance" = a."balance" + CASE WHEN a."id" = p_from THEN -p_amount ELSE p_amount END
    WHERE a."id" IN (p_from, p_to);
  RETURN QUERY SELECT v_id::text, to_char(v_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
END $$;
--> statement-breakpoint

-- The account with this code, created on first use (as openAccount in server/ledger/ledger.ts).
CREATE FUNCTION "ledger_account_open"(p_code text, p_kind text, p_user_id integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_id integer;
  v_kind text;
  v_user integer;
BEGIN
  SELECT a."id", a."kind", a."user_id" INTO v_id, v_kind, v_user FROM "ledger_accounts" a WHERE a."code" = p_code;
  IF v_id IS NULL THEN
    INSERT INTO "ledger_accounts" ("code", "kind", "user_id") VALUES (p_code, p_kind, p_user_id)
      ON CONFLICT ("code") DO NOTHING RETURNING "id" INTO v_id;
    IF v_id IS NULL THEN
      SELECT a."id", a."kind", a."user_id" INTO v_id, v_kind, v_user FROM "ledger_accounts" a WHERE a."code" = p_code;
    ELSE
      RETURN v_id;
    END IF;
  END IF;
  IF v_kind <> p_kind OR v_user IS DISTINCT FROM p_user_id THEN
    RAISE EXCEPTION 'ledger account % exists with another kind or owner', p_code;
  END IF;
  RETURN v_id;
END $$;
--> statement-breakpoint

-- First half of a game round, in the round's transaction: the machine must be released, the
-- player's active seed pair is locked (their rounds take nonces one after another), the
-- idempotency key is claimed (or its stored answer returned), the wallet is locked and read, and
-- the round's id and time are taken. `r_state`: `ready`; `game_not_found`; `no_seed` (the caller
-- commits a pair and asks again); `key_reused`; `done` or `failed` (a retry: `r_response` holds the
-- stored answer or failure, `r_http_status` its status). The engine then plays the round from
-- the seeds and the nonce, and game_round_finish books it.
CREATE FUNCTION "game_round_begin"(p_user_id integer, p_machine_id text, p_now timestamptz, p_scope text, p_key text, p_request_hash text)
RETURNS TABLE (
  "r_state" text, "r_response" jsonb, "r_http_status" integer,
  "r_seed_id" integer, "r_server_seed_hash" text, "r_server_seed" text, "r_client_seed" text, "r_nonce" integer,
  "r_wallet_id" integer, "r_balance" text, "r_round_id" text, "r_played_at" text
) LANGUAGE plpgsql AS $$
DECLARE
  v_seed "player_seeds"%ROWTYPE;
  v_claimed text;
  v_key "idempotency_keys"%ROWTYPE;
  v_wallet integer;
  v_balance bigint;
BEGIN
  -- p_now NULL: a round the demo seed books in the past, on a machine it has just seeded.
  PERFORM 1 FROM "games" g WHERE g."machine_id" = p_machine_id AND (p_now IS NULL OR g."released_at" <= p_now);
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'game_not_found', NULL::jsonb, 404, NULL::integer, NULL, NULL, NULL, NULL::integer, NULL::integer, NULL, NULL, NULL;
    RETURN;
  END IF;
  SELECT * INTO v_seed FROM "player_seeds" s WHERE s."user_id" = p_user_id AND s."revealed_at" IS NULL FOR UPDATE;
  IF v_seed."id" IS NULL THEN
    RETURN QUERY SELECT 'no_seed', NULL::jsonb, NULL::integer, NULL::integer, NULL, NULL, NULL, NULL::integer, NULL::integer, NULL, NULL, NULL;
    RETURN;
  END IF;
  IF p_key IS NOT NULL THEN
    INSERT INTO "idempotency_keys" ("scope", "key", "request_hash") VALUES (p_scope, p_key, p_request_hash)
      ON CONFLICT DO NOTHING RETURNING "key" INTO v_claimed;
    IF v_claimed IS NULL THEN
      SELECT * INTO v_key FROM "idempotency_keys" k WHERE k."scope" = p_scope AND k."key" = p_key FOR SHARE;
      IF v_key."key" IS NULL THEN RAISE EXCEPTION 'idempotency key vanished'; END IF;
      IF v_key."request_hash" <> p_request_hash THEN
        RETURN QUERY SELECT 'key_reused', NULL::jsonb, 422, NULL::integer, NULL, NULL, NULL, NULL::integer, NULL::integer, NULL, NULL, NULL;
        RETURN;
      END IF;
      IF v_key."status" IN ('done', 'failed') THEN
        RETURN QUERY SELECT v_key."status", v_key."response", v_key."http_status", NULL::integer, NULL, NULL, NULL, NULL::integer, NULL::integer, NULL, NULL, NULL;
        RETURN;
      END IF;
      RAISE EXCEPTION 'idempotency key % left %', p_key, v_key."status";
    END IF;
  END IF;
  v_wallet := "ledger_account_open"('player:' || p_user_id || ':wallet', 'player_wallet', p_user_id);
  SELECT a."balance" INTO v_balance FROM "ledger_accounts" a WHERE a."id" = v_wallet FOR NO KEY UPDATE;
  RETURN QUERY SELECT 'ready', NULL::jsonb, NULL::integer,
    v_seed."id", v_seed."server_seed_hash", v_seed."server_seed", v_seed."client_seed", v_seed."next_nonce",
    v_wallet, v_balance::text, nextval(pg_get_serial_sequence('game_rounds', 'id'))::text,
    to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
END $$;
--> statement-breakpoint

-- Second half: takes the nonce, records the round, books the bet into the machine's bank (shard
-- of the player) and the win back, checks the wallet ends where the caller computed, and stores
-- the answer under the idempotency key. A refusal (the wallet's non-negative CHECK: not enough
-- funds; a balance beyond bigint) undoes all of that, nonce included, and is stored under the key
-- instead: `r_state` `failed` with its error key. Other errors roll the whole transaction back.
CREATE FUNCTION "game_round_finish"(
  p_round_id bigint, p_user_id integer, p_machine_id text, p_seed_id integer, p_nonce integer,
  p_bet bigint, p_win bigint, p_outcome jsonb, p_played_at timestamptz, p_wallet_id integer, p_bank_code text,
  p_balance_after bigint, p_scope text, p_key text, p_response jsonb
) RETURNS TABLE ("r_state" text, "r_response" jsonb, "r_http_status" integer, "r_error_key" text) LANGUAGE plpgsql AS $$
DECLARE
  v_bank integer;
  v_balance bigint;
  v_reference text := 'round:' || p_round_id;
  v_stored jsonb;
  v_constraint text;
  v_error text;
BEGIN
  BEGIN
    UPDATE "player_seeds" s SET "next_nonce" = s."next_nonce" + 1
      WHERE s."id" = p_seed_id AND s."user_id" = p_user_id AND s."next_nonce" = p_nonce AND s."revealed_at" IS NULL;
    IF NOT FOUND THEN RAISE EXCEPTION 'seed pair % is not at nonce %', p_seed_id, p_nonce; END IF;
    INSERT INTO "game_rounds" ("id", "user_id", "machine_id", "seed_id", "nonce", "bet", "win", "outcome", "created_at")
      VALUES (p_round_id, p_user_id, p_machine_id, p_seed_id, p_nonce, p_bet, p_win, p_outcome, COALESCE(p_played_at, now()));
    v_bank := "ledger_account_open"(p_bank_code, 'game_bank', NULL);
    IF NOT EXISTS (SELECT 1 FROM "ledger_transfer"(p_wallet_id, v_bank, p_bet, 'game_bet', v_reference)) THEN
      RAISE EXCEPTION 'round % already booked', p_round_id;
    END IF;
    IF p_win > 0 AND NOT EXISTS (SELECT 1 FROM "ledger_transfer"(v_bank, p_wallet_id, p_win, 'game_win', v_reference)) THEN
      RAISE EXCEPTION 'round % already booked', p_round_id;
    END IF;
    SELECT a."balance" INTO v_balance FROM "ledger_accounts" a WHERE a."id" = p_wallet_id;
    IF v_balance IS DISTINCT FROM p_balance_after THEN
      RAISE EXCEPTION 'wallet % ends at %, not at %', p_wallet_id, v_balance, p_balance_after;
    END IF;
    IF p_key IS NOT NULL THEN
      UPDATE "idempotency_keys" k SET "status" = 'done', "response" = p_response, "http_status" = 200, "completed_at" = now()
        WHERE k."scope" = p_scope AND k."key" = p_key RETURNING k."response" INTO v_stored;
    END IF;
    RETURN QUERY SELECT 'done', v_stored, 200, NULL::text;
    RETURN;
  EXCEPTION
    WHEN check_violation THEN
      GET STACKED DIAGNOSTICS v_constraint = CONSTRAINT_NAME;
      IF v_constraint <> 'ledger_accounts_balance_non_negative' THEN RAISE; END IF;
      v_error := 'INSUFFICIENT_FUNDS';
    WHEN numeric_value_out_of_range THEN
      v_error := 'LEDGER_LIMIT_REACHED';
  END;
  IF p_key IS NOT NULL THEN
    UPDATE "idempotency_keys" k
      SET "status" = 'failed', "response" = jsonb_build_object('errorKey', v_error, 'params', '{}'::jsonb), "http_status" = 422, "completed_at" = now()
      WHERE k."scope" = p_scope AND k."key" = p_key;
  END IF;
  RETURN QUERY SELECT 'failed', NULL::jsonb, 422, v_error;
END $$;
