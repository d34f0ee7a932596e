CREATE TYPE "public"."complaint_reason" AS ENUM('missing', 'wrong', 'damaged', 'late', 'other');--> statement-breakpoint
CREATE TYPE "public"."complaint_status" AS ENUM('pending', 'handling', 'accepted', 'refunded', 'rejected', 'closed');--> statement-breakpoint
CREATE TYPE "public"."complaint_subject" AS ENUM('order', 'consignment', 'pob');--> statement-breakpoint
CREATE TABLE "complaint_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complaint_id" integer NOT NULL,
	"status" "complaint_status" NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complaint_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"value_vnd" bigint NOT NULL,
	CONSTRAINT "complaint_items_quantity_positive" CHECK ("complaint_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "complaint_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complaint_id" integer NOT NULL,
	"token" text NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" "complaint_status" DEFAULT 'pending' NOT NULL,
	"subject_type" "complaint_subject" NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_code" text NOT NULL,
	"reason" "complaint_reason" NOT NULL,
	"description" text NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"accepted_vnd" bigint,
	"refunded_vnd" bigint DEFAULT 0 NOT NULL,
	"video_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_tokens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reject_reason" text,
	"staff_note" text,
	"taken_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_amount_positive" CHECK ("complaints"."amount_vnd" > 0),
	CONSTRAINT "complaints_accepted_positive" CHECK ("complaints"."accepted_vnd" is null or "complaints"."accepted_vnd" > 0),
	CONSTRAINT "complaints_refunded_within_accepted" CHECK ("complaints"."refunded_vnd" = 0 or "complaints"."refunded_vnd" = "complaints"."accepted_vnd")
);
--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_items" ADD CONSTRAINT "complaint_items_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_items" ADD CONSTRAINT "complaint_items_item_id_buy_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."buy_order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_photos" ADD CONSTRAINT "complaint_photos_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_photos" ADD CONSTRAINT "complaint_photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_events_complaint_id_idx" ON "complaint_events" USING btree ("complaint_id","id");--> statement-breakpoint
CREATE INDEX "complaint_items_complaint_id_idx" ON "complaint_items" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "complaint_items_item_id_idx" ON "complaint_items" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_photos_token_key" ON "complaint_photos" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_photos_complaint_sha_key" ON "complaint_photos" USING btree ("complaint_id","sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_code_key" ON "complaints" USING btree ("code");--> statement-breakpoint
CREATE INDEX "complaints_user_id_idx" ON "complaints" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status");--> statement-breakpoint
CREATE INDEX "complaints_subject_idx" ON "complaints" USING btree ("subject_type","subject_id");