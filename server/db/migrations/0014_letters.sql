CREATE TABLE "letter_reads" (
	"user_id" integer NOT NULL,
	"letter_id" bigint NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "letter_reads_user_id_letter_id_pk" PRIMARY KEY("user_id","letter_id")
);
--> statement-breakpoint
CREATE TABLE "letter_watermarks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"read_up_to" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "letters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"template_key" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" jsonb,
	"body" jsonb,
	"sent_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letters_template_known" CHECK ("template_key" IN ('depositCredited', 'withdrawalApproved', 'withdrawalRejected', 'agentApproved', 'agentRejected', 'agentTransferIn', 'agentTransferOut', 'kycApproved', 'kycRejected')),
	CONSTRAINT "letters_template_or_text" CHECK (("template_key" IS NOT NULL AND "title" IS NULL AND "body" IS NULL) OR ("template_key" IS NULL AND "title" IS NOT NULL AND "body" IS NOT NULL AND "sent_by" IS NOT NULL)),
	CONSTRAINT "letters_title_fallback" CHECK ("title" IS NULL OR (jsonb_typeof("title") = 'object' AND "title" ? 'ja-JP')),
	CONSTRAINT "letters_body_fallback" CHECK ("body" IS NULL OR (jsonb_typeof("body") = 'object' AND "body" ? 'ja-JP')),
	CONSTRAINT "letters_params_object" CHECK (jsonb_typeof("params") = 'object')
);
--> statement-breakpoint
ALTER TABLE "letter_reads" ADD CONSTRAINT "letter_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_reads" ADD CONSTRAINT "letter_reads_letter_id_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_watermarks" ADD CONSTRAINT "letter_watermarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "letter_reads_letter_idx" ON "letter_reads" USING btree ("letter_id");--> statement-breakpoint
CREATE INDEX "letters_user_idx" ON "letters" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "letters_broadcast_idx" ON "letters" USING btree ("id") WHERE "user_id" IS NULL;