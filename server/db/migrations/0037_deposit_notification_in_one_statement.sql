-- A provider's "payment succeeded" notification in one statement (issue 15). It was a transaction
-- of six round trips: BEGIN, the event recorded and the order locked, the credit, the order marked
-- paid, the inbox letter, COMMIT. payment_notification_succeeded does all of it in one call, a
-- transaction of its own; every guarantee stays the database's: the order row's lock and its status
-- decide, the event id's primary key records an event once, the (kind, reference) unique index books
-- a payment once.
--
-- provider_event_record: the order with this provider reference, locked, and the event checked
-- against it. `r_outcome`: `recorded` (the event id is written); `duplicate-event` (recorded before);
-- `not-found` (no such order); `mismatch` (its amount, currency or order number differ from the
-- order's; nothing written). The other notifications (cancelled, expired, refunded) call it in
-- their transaction and go on in TypeScript (server/modules/payments/notifications.service.ts).
CREATE FUNCTION "provider_event_record"(
  p_provider text, p_event_id text, p_provider_ref text, p_amount bigint, p_currency text, p_order_sn text, p_now timestamptz
) RETURNS TABLE ("r_outcome" text, "r_order_id" bigint, "r_order_sn" text) LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  SELECT o."id", o."order_sn", o."amount", o."currency" INTO v FROM "payment_orders" o
    WHERE o."provider" = p_provider AND o."provider_ref" = p_provider_ref FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'not-found', NULL::bigint, NULL::text;
    RETURN;
  END IF;
  -- A replay is acknowledged before its money is compared, as it was recorded the first time.
  IF EXISTS (SELECT 1 FROM "provider_events" e WHERE e."provider" = p_provider AND e."event_id" = p_event_id) THEN
    RETURN QUERY SELECT 'duplicate-event', v."id", v."order_sn";
    RETURN;
  END IF;
  IF p_amount IS DISTINCT FROM v."amount" OR p_currency IS DISTINCT FROM v."currency" OR p_order_sn IS DISTINCT FROM v."order_sn" THEN
    RETURN QUERY SELECT 'mismatch', v."id", v."order_sn";
    RETURN;
  END IF;
  INSERT INTO "provider_events" ("provider", "event_id", "received_at") VALUES (p_provider, p_event_id, p_now) ON CONFLICT DO NOTHING;
  RETURN QUERY SELECT CASE WHEN FOUND THEN 'recorded' ELSE 'duplicate-event' END, v."id", v."order_sn";
END $$;
--> statement-breakpoint

-- A paid order's coins credited once (the order locked by the caller): from the provider's clearing
-- account to the player's wallet, both opened on first use; the order marked paid at p_now and the
-- player told in their inbox (the letter's amount stored as write-letter.ts stores amounts,
-- `amount:<coins with four decimals>`). `already-credited` when the order is paid or refunded;
-- `credited` otherwise, also when the payment was booked before and only the order's status was behind.
CREATE FUNCTION "payment_order_credit"(p_order_id bigint, p_now timestamptz) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  SELECT o."user_id", o."provider", o."provider_ref", o."coins", o."order_sn", o."status" INTO v FROM "payment_orders" o WHERE o."id" = p_order_id;
  IF NOT FOUND THEN RAISE EXCEPTION 'payment order % not found', p_order_id; END IF;
  IF v."status" IN ('paid', 'refunding', 'refunded') THEN RETURN 'already-credited'; END IF;
  PERFORM ledger_transfer(
    ledger_account_open('psp:' || v."provider", 'psp_clearing', NULL),
    ledger_account_open('player:' || v."user_id" || ':wallet', 'player_wallet', v."user_id"),
    v."coins", 'deposit', 'psp:' || v."provider" || ':' || v."provider_ref");
  UPDATE "payment_orders" SET "status" = 'paid', "updated_at" = p_now, "paid_at" = p_now WHERE "id" = p_order_id;
  INSERT INTO "letters" ("user_id", "template_key", "params", "created_at")
    VALUES (v."user_id", 'depositCredited', jsonb_build_object('orderSn', v."order_sn", 'amount', 'amount:' || round(v."coins"::numeric / 10000, 4)::text), p_now);
  RETURN 'credited';
END $$;
--> statement-breakpoint

-- The whole "payment succeeded" notification: recorded against its order (above), then credited.
-- `r_outcome`: provider_event_record's, with `recorded` replaced by payment_order_credit's answer.
CREATE FUNCTION "payment_notification_succeeded"(
  p_provider text, p_event_id text, p_provider_ref text, p_amount bigint, p_currency text, p_order_sn text, p_now timestamptz
) RETURNS TABLE ("r_outcome" text, "r_order_id" bigint, "r_order_sn" text) LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  SELECT * INTO v FROM provider_event_record(p_provider, p_event_id, p_provider_ref, p_amount, p_currency, p_order_sn, p_now);
  IF v."r_outcome" = 'recorded' THEN
    v."r_outcome" := payment_order_credit(v."r_order_id", p_now);
  END IF;
  RETURN QUERY SELECT v."r_outcome", v."r_order_id", v."r_order_sn";
END $$;
