-- Serializable isolation (CockroachDB; YugabyteDB without its read-committed flag) lets only one of
-- two concurrent transactions that update the same row commit. Every deposit moved the provider's
-- clearing row, every adjustment and rebate the house row, every round a machine bank's row: under
-- it those rows made nearly every money move conflict, again on each retry.
-- Accounts that may go negative (house, clearing accounts, machine banks) therefore keep no balance
-- in their row any more: their balance is the sum of their transfers (ledger_balance), and a move
-- locks and updates only the rows of the kinds the database keeps at zero or above (a player's
-- wallet and holds), which a concurrent move of the same player would conflict on anyway.
-- Their column stays 0; ledger:check proves it, and that the balances still sum to zero.
UPDATE "ledger_accounts" SET "balance" = 0 WHERE "kind" NOT IN ('player_wallet', 'player_holds');
--> statement-breakpoint

-- Whether an account of this kind keeps its balance in its row (nonNegativeAccountKinds in schema.ts).
CREATE FUNCTION "ledger_keeps_balance"(p_kind text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p_kind IN ('player_wallet', 'player_holds')
$$;
--> statement-breakpoint

-- An account's balance: its row for the kinds that keep one, else its row (0) plus what its
-- transfers add up to. numeric: an accumulating account is not bounded by bigint.
CREATE FUNCTION "ledger_balance"(p_account integer) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN "ledger_keeps_balance"(a."kind") THEN a."balance"::numeric
    ELSE a."balance"
      + COALESCE((SELECT sum(t."amount") FROM "ledger_transfers" t WHERE t."to_account_id" = a."id"), 0)
      - COALESCE((SELECT sum(t."amount") FROM "ledger_transfers" t WHERE t."from_account_id" = a."id"), 0)
    END
  FROM "ledger_accounts" a WHERE a."id" = p_account
$$;
--> statement-breakpoint

-- As in 0017, but only the accounts that keep a balance are locked (id order: never a deadlock)
-- and moved; the others are only read (they exist, one currency).
CREATE OR REPLACE FUNCTION "ledger_transfer"(p_from integer, p_to integer, p_amount bigint, p_kind text, p_reference text)
RETURNS TABLE ("transfer_id" text, "created_at" text) LANGUAGE plpgsql AS $$
DECLARE
  v_accounts integer;
  v_currencies integer;
  v_id bigint;
  v_at timestamptz;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN RAISE EXCEPTION 'a transfer moves a positive amount'; END IF;
  IF p_from = p_to THEN RAISE EXCEPTION 'a transfer needs two different accounts'; END IF;
  PERFORM 1 FROM "ledger_accounts" a WHERE a."id" IN (p_from, p_to) AND "ledger_keeps_balance"(a."kind") ORDER BY a."id" FOR NO KEY UPDATE;
  SELECT count(*), count(DISTINCT a."currency") INTO v_accounts, v_currencies FROM "ledger_accounts" a WHERE a."id" IN (p_from, p_to);
  IF v_accounts <> 2 THEN RAISE EXCEPTION 'unknown ledger account in % → %', p_from, p_to; END IF;
  IF v_currencies <> 1 THEN RAISE EXCEPTION 'a transfer stays within one currency'; END IF;
  INSERT INTO "ledger_transfers" ("from_account_id", "to_account_id", "amount", "kind", "reference")
    VALUES (p_from, p_to, p_amount, p_kind, p_reference)
    ON CONFLICT ("kind", "reference") WHERE "reference" IS NOT NULL DO NOTHING
    RETURNING "ledger_transfers"."id", "ledger_transfers"."created_at" INTO v_id, v_at;
  IF v_id IS NULL THEN RETURN; END IF;
  UPDATE "ledger_accounts" a SET "balance" = a."balance" + CASE WHEN a."id" = p_from THEN -p_amount ELSE p_amount END
    WHERE a."id" IN (p_from, p_to) AND "ledger_keeps_balance"(a."kind");
  RETURN QUERY SELECT v_id::text, to_char(v_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
END $$;
