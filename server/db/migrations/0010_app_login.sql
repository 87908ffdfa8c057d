CREATE TABLE "app_login_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"issued_by_session_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"session_id" integer,
	CONSTRAINT "app_login_tickets_ticket_hash_unique" UNIQUE("ticket_hash"),
	CONSTRAINT "app_login_tickets_expiry_after_start" CHECK ("expires_at" > "created_at"),
	CONSTRAINT "app_login_tickets_session_when_used" CHECK ("session_id" IS NULL OR "used_at" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_end_reason_known";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "kind" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_name" text;--> statement-breakpoint
ALTER TABLE "app_login_tickets" ADD CONSTRAINT "app_login_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_login_tickets" ADD CONSTRAINT "app_login_tickets_issued_by_session_id_sessions_id_fk" FOREIGN KEY ("issued_by_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_login_tickets" ADD CONSTRAINT "app_login_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_login_tickets_expires_idx" ON "app_login_tickets" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_kind_known" CHECK ("kind" IN ('web', 'app'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_device_name_app_only" CHECK ("kind" = 'app' OR "device_name" IS NULL);--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_end_reason_known" CHECK ("end_reason" IN ('logout', 'elsewhere', 'frozen', 'password-changed', 'password-reset', 'revoked'));