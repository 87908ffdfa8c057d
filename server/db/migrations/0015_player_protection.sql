CREATE TABLE "player_protection" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"reality_check_minutes" integer DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_protection_reality_check_known" CHECK ("reality_check_minutes" IN (15, 30, 60))
);
--> statement-breakpoint
CREATE TABLE "protection_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_exclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"operator" text,
	"reason" text,
	CONSTRAINT "protection_exclusions_kind_known" CHECK ("kind" IN ('break', 'selfExclusion', 'operator')),
	CONSTRAINT "protection_exclusions_period" CHECK ("ends_at" > "starts_at"),
	CONSTRAINT "protection_exclusions_operator_named" CHECK (("kind" = 'operator') = ("operator" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "protection_limits" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_limits_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "protection_limits_kind_known" CHECK ("kind" IN ('depositDay', 'depositWeek', 'depositMonth', 'lossDay', 'lossWeek', 'lossMonth', 'sessionMinutes')),
	CONSTRAINT "protection_limits_value_positive" CHECK ("value" IS NULL OR "value" > 0),
	CONSTRAINT "protection_limits_pending_positive" CHECK ("pending_value" IS NULL OR "pending_value" > 0),
	CONSTRAINT "protection_limits_pending_has_time" CHECK ("pending_value" IS NULL OR "pending_at" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "player_protection" ADD CONSTRAINT "player_protection_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_events" ADD CONSTRAINT "protection_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_exclusions" ADD CONSTRAINT "protection_exclusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_events_user_idx" ON "protection_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "protection_exclusions_user_idx" ON "protection_exclusions" USING btree ("user_id","ends_at");