CREATE TYPE "public"."pob_actor" AS ENUM('customer', 'staff');--> statement-breakpoint
CREATE TYPE "public"."pob_refund_source" AS ENUM('customer', 'staff');--> statement-breakpoint
CREATE TYPE "public"."pob_refund_status" AS ENUM('pending', 'accepted', 'refused');--> statement-breakpoint
CREATE TYPE "public"."pob_site" AS ENUM('taobao', 'tmall', '1688');--> statement-breakpoint
CREATE TYPE "public"."pob_status" AS ENUM('pending', 'processing', 'paid', 'cancelled', 'rejected');--> statement-breakpoint
CREATE TABLE "pob_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pob_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pob_id" integer NOT NULL,
	"status" "pob_status" NOT NULL,
	"actor" "pob_actor" NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pob_refund_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pob_refund_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"refund_id" integer NOT NULL,
	"token" text NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pob_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pob_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pob_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" "pob_refund_status" NOT NULL,
	"source" "pob_refund_source" NOT NULL,
	"amount_fen" integer NOT NULL,
	"accepted_fen" integer,
	"credited_vnd" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"refuse_reason" text,
	"photo_tokens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pob_refunds_amount_positive" CHECK ("pob_refunds"."amount_fen" > 0),
	CONSTRAINT "pob_refunds_accepted_within_amount" CHECK ("pob_refunds"."accepted_fen" is null or ("pob_refunds"."accepted_fen" > 0 and "pob_refunds"."accepted_fen" <= "pob_refunds"."amount_fen"))
);
--> statement-breakpoint
CREATE TABLE "pob_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pob_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" "pob_status" DEFAULT 'pending' NOT NULL,
	"site" "pob_site" NOT NULL,
	"payment_link" text NOT NULL,
	"seller_order_ids" text[] NOT NULL,
	"amount_fen" integer NOT NULL,
	"rate_vnd_per_cny" integer NOT NULL,
	"fee_bps" integer NOT NULL,
	"settings_version" integer NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"fee_vnd" bigint NOT NULL,
	"total_vnd" bigint NOT NULL,
	"refunded_vnd" bigint DEFAULT 0 NOT NULL,
	"refunded_fen" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"alipay_trade_no" text,
	"reject_reason" text,
	"taken_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pob_requests_amount_positive" CHECK ("pob_requests"."amount_fen" > 0),
	CONSTRAINT "pob_requests_refunded_within_total" CHECK ("pob_requests"."refunded_vnd" >= 0 and "pob_requests"."refunded_vnd" <= "pob_requests"."total_vnd"),
	CONSTRAINT "pob_requests_refunded_fen_within_amount" CHECK ("pob_requests"."refunded_fen" >= 0 and "pob_requests"."refunded_fen" <= "pob_requests"."amount_fen")
);
--> statement-breakpoint
ALTER TABLE "pob_events" ADD CONSTRAINT "pob_events_pob_id_pob_requests_id_fk" FOREIGN KEY ("pob_id") REFERENCES "public"."pob_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pob_events" ADD CONSTRAINT "pob_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pob_refund_photos" ADD CONSTRAINT "pob_refund_photos_refund_id_pob_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."pob_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pob_refund_photos" ADD CONSTRAINT "pob_refund_photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pob_refunds" ADD CONSTRAINT "pob_refunds_pob_id_pob_requests_id_fk" FOREIGN KEY ("pob_id") REFERENCES "public"."pob_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pob_refunds" ADD CONSTRAINT "pob_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pob_refunds" ADD CONSTRAINT "pob_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pob_refunds" ADD CONSTRAINT "pob_refunds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pob_requests" ADD CONSTRAINT "pob_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pob_requests" ADD CONSTRAINT "pob_requests_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pob_events_pob_id_idx" ON "pob_events" USING btree ("pob_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pob_refund_photos_token_key" ON "pob_refund_photos" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "pob_refund_photos_refund_sha_key" ON "pob_refund_photos" USING btree ("refund_id","sha256");--> statement-breakpoint
CREATE INDEX "pob_refunds_pob_id_idx" ON "pob_refunds" USING btree ("pob_id","id");--> statement-breakpoint
CREATE INDEX "pob_refunds_user_id_idx" ON "pob_refunds" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "pob_refunds_status_idx" ON "pob_refunds" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "pob_requests_code_key" ON "pob_requests" USING btree ("code");--> statement-breakpoint
CREATE INDEX "pob_requests_user_id_idx" ON "pob_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "pob_requests_user_created_idx" ON "pob_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pob_requests_status_idx" ON "pob_requests" USING btree ("status");