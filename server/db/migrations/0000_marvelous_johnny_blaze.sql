CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banners_title_fallback" CHECK (jsonb_typeof("title") = 'object' AND "title" ? 'ja-JP'),
	CONSTRAINT "banners_sort_non_negative" CHECK ("sort" >= 0),
	CONSTRAINT "banners_link_url_shape" CHECK ("link_url" IS NULL OR "link_url" ~ '^(/|https?://)')
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"dial_code" text NOT NULL,
	"flag" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_code_shape" CHECK ("code" ~ '^[A-Z]{2}$'),
	CONSTRAINT "countries_dial_code_shape" CHECK ("dial_code" ~ '^\+[0-9]{1,4}$'),
	CONSTRAINT "countries_name_fallback" CHECK (jsonb_typeof("name") = 'object' AND "name" ? 'ja-JP')
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"kind" text NOT NULL,
	"thumbnail" text NOT NULL,
	"tags" jsonb NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"play_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "games_machine_id_unique" UNIQUE("machine_id"),
	CONSTRAINT "games_machine_id_shape" CHECK ("machine_id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "games_kind_known" CHECK ("kind" IN ('slot', 'pachinko')),
	CONSTRAINT "games_play_count_non_negative" CHECK ("play_count" >= 0),
	CONSTRAINT "games_name_fallback" CHECK (jsonb_typeof("name") = 'object' AND "name" ? 'ja-JP'),
	CONSTRAINT "games_tags_fallback" CHECK (jsonb_typeof("tags") = 'object' AND "tags" ? 'ja-JP')
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notices_title_fallback" CHECK (jsonb_typeof("title") = 'object' AND "title" ? 'ja-JP'),
	CONSTRAINT "notices_content_fallback" CHECK (jsonb_typeof("content") = 'object' AND "content" ? 'ja-JP')
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "promotions_title_fallback" CHECK (jsonb_typeof("title") = 'object' AND "title" ? 'ja-JP'),
	CONSTRAINT "promotions_summary_fallback" CHECK (jsonb_typeof("summary") = 'object' AND "summary" ? 'ja-JP'),
	CONSTRAINT "promotions_content_fallback" CHECK (jsonb_typeof("content") = 'object' AND "content" ? 'ja-JP'),
	CONSTRAINT "promotions_window_order" CHECK ("ends_at" IS NULL OR "ends_at" > "starts_at")
);
--> statement-breakpoint
CREATE INDEX "games_popularity_idx" ON "games" USING btree ("play_count","id");--> statement-breakpoint
CREATE INDEX "games_release_idx" ON "games" USING btree ("released_at","id");--> statement-breakpoint
CREATE INDEX "notices_listing_idx" ON "notices" USING btree ("pinned","published_at");