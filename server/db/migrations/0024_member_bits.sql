CREATE TABLE "player_day_bits" (
	"chunk" integer NOT NULL,
	"day" date NOT NULL,
	"bits" bit(1024) NOT NULL,
	CONSTRAINT "player_day_bits_chunk_day_pk" PRIMARY KEY("chunk","day")
);
--> statement-breakpoint
CREATE TABLE "team_member_bits" (
	"ancestor_id" integer NOT NULL,
	"chunk" integer NOT NULL,
	"bits" bit(1024) NOT NULL,
	CONSTRAINT "team_member_bits_ancestor_id_chunk_pk" PRIMARY KEY("ancestor_id","chunk")
);
--> statement-breakpoint
-- What exists already: every member of every team (membership never changes, so any member's bit
-- may be set at any time), and the play days rolled so far, as the rollup job keeps them.
INSERT INTO "team_member_bits" ("ancestor_id", "chunk", "bits")
	SELECT "ancestor_id", "descendant_id" >> 10, bit_or(set_bit(0::bit(1024), "descendant_id" & 1023, 1))
	FROM "team_paths" WHERE "depth" >= 1 GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "player_day_bits" ("chunk", "day", "bits")
	SELECT "user_id" >> 10, "day", bit_or(set_bit(0::bit(1024), "user_id" & 1023, 1))
	FROM "member_play_days" GROUP BY 1, 2;
