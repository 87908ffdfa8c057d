CREATE TABLE "team_wallet_bits" (
	"ancestor_id" integer NOT NULL,
	"chunk" integer NOT NULL,
	"bits" bit(1024) NOT NULL,
	CONSTRAINT "team_wallet_bits_ancestor_id_chunk_pk" PRIMARY KEY("ancestor_id","chunk")
);
--> statement-breakpoint
-- The player wallets that exist already, as the rollup job would set them (it rolls the accounts
-- from its own cursor again, which sets the same bits).
INSERT INTO "team_wallet_bits" ("ancestor_id", "chunk", "bits")
	SELECT p."ancestor_id", a."id" >> 10, bit_or(set_bit(0::bit(1024), a."id" & 1023, 1))
	FROM "ledger_accounts" a JOIN "team_paths" p ON p."descendant_id" = a."user_id" AND p."depth" >= 1
	WHERE a."kind" = 'player_wallet' GROUP BY 1, 2;
