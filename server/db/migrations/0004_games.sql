-- The catalogue now lists the machines the engine plays (server/games/machines.ts); the seed refills it.
DELETE FROM "games";--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"machine_id" text NOT NULL,
	"seed_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_bet_positive" CHECK ("bet" > 0),
	CONSTRAINT "game_rounds_win_non_negative" CHECK ("win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "player_seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "player_seeds_server_seed_shape" CHECK ("server_seed" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "player_seeds_hash_shape" CHECK ("server_seed_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "player_seeds_nonce_non_negative" CHECK ("next_nonce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "games" DROP CONSTRAINT "games_play_count_non_negative";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_known";--> statement-breakpoint
DROP INDEX "games_popularity_idx";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_machine_id_games_machine_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."games"("machine_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_seed_id_player_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."player_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_seeds" ADD CONSTRAINT "player_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_seed_nonce_idx" ON "game_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "game_rounds_user_time_idx" ON "game_rounds" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "game_rounds_user_machine_time_idx" ON "game_rounds" USING btree ("user_id","machine_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_time_machine_idx" ON "game_rounds" USING btree ("created_at","machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_seeds_one_active_idx" ON "player_seeds" USING btree ("user_id") WHERE "revealed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "player_seeds_user_idx" ON "player_seeds" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "play_count";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_known" CHECK ("kind" IN ('player_wallet', 'player_holds', 'house', 'psp_clearing', 'crypto_clearing', 'third_party_clearing', 'agent_wallet', 'game_bank'));