-- The console's content editor: every notice, banner and promotion can be drafted (unpublished),
-- published and unpublished, and shown only within its schedule. Rows from before stay published.
-- A notice's published_at is the start of its window; banners gain a window of their own.
-- Uploaded images (re-encoded by the server) are kept by their SHA-256 and served from /media/content/.
ALTER TABLE "notices" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_window_order" CHECK ("ends_at" IS NULL OR "ends_at" > "published_at");--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_window_order" CHECK ("ends_at" IS NULL OR "starts_at" IS NULL OR "ends_at" > "starts_at");--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE "content_images" (
	"sha256" text PRIMARY KEY NOT NULL,
	"media_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_images_sha256_shape" CHECK ("sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "content_images_media_type_known" CHECK ("media_type" IN ('image/jpeg', 'image/png', 'image/webp'))
);
