CREATE TABLE "member_play_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "member_play_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_rollup_cursors" (
	"source" text PRIMARY KEY NOT NULL,
	"last_id" bigint NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_active_days" (
	"ancestor_id" integer NOT NULL,
	"day" date NOT NULL,
	"prev_day" date NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "team_active_days_ancestor_id_day_prev_day_pk" PRIMARY KEY("ancestor_id","day","prev_day")
);
--> statement-breakpoint
CREATE TABLE "team_round_hours" (
	"ancestor_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"bet_count" integer NOT NULL,
	"bet_amount" bigint NOT NULL,
	"win_amount" bigint NOT NULL,
	CONSTRAINT "team_round_hours_ancestor_id_hour_pk" PRIMARY KEY("ancestor_id","hour")
);
