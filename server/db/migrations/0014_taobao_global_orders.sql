CREATE TYPE "public"."taobao_int_order_status" AS ENUM('awaitingPayment', 'paying', 'payFailed', 'awaitingShipment', 'shipping', 'received', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."taobao_int_refund_kind" AS ENUM('refund', 'returnAndRefund');--> statement-breakpoint
CREATE TYPE "public"."taobao_int_refund_status" AS ENUM('requested', 'accepted', 'refunded', 'refused');--> statement-breakpoint
ALTER TYPE "public"."cause_type" ADD VALUE 'taobaoInt';--> statement-breakpoint
CREATE TABLE "taobao_int_order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taobao_int_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"status" "taobao_int_order_status" NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taobao_int_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taobao_int_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"line_no" text NOT NULL,
	"site" "product_site" NOT NULL,
	"item_id" text NOT NULL,
	"sku_id" text,
	"title" text NOT NULL,
	"title_vi" text,
	"image_url" text NOT NULL,
	"properties" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"supplier" text NOT NULL,
	"purchase_row_id" integer,
	"sub_order_id" text,
	CONSTRAINT "taobao_int_order_lines_quantity_positive" CHECK ("taobao_int_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "taobao_int_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taobao_int_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"account_name" text NOT NULL,
	"status" "taobao_int_order_status" NOT NULL,
	"rate_vnd_per_cny" integer NOT NULL,
	"settings_version" integer NOT NULL,
	"fee_policy" jsonb NOT NULL,
	"goods_fen" integer NOT NULL,
	"domestic_shipping_fen" integer NOT NULL,
	"total_fen" integer NOT NULL,
	"fee_lines" jsonb NOT NULL,
	"total_vnd" bigint NOT NULL,
	"paid_vnd" bigint NOT NULL,
	"refunded_vnd" bigint DEFAULT 0 NOT NULL,
	"warehouse" "warehouse" NOT NULL,
	"line" "shipping_line" NOT NULL,
	"services" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"pay_requested_at" timestamp with time zone,
	"consignment_id" integer,
	"leased_until" timestamp with time zone,
	"next_sync_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"sync_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taobao_int_orders_refund_within_paid" CHECK ("taobao_int_orders"."refunded_vnd" >= 0 and "taobao_int_orders"."refunded_vnd" <= "taobao_int_orders"."paid_vnd")
);
--> statement-breakpoint
CREATE TABLE "taobao_int_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taobao_int_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"purchase_id" text NOT NULL,
	"supplier" text NOT NULL,
	"state" "taobao_global_purchase_state",
	"platform_state" text NOT NULL,
	"goods_fen" integer NOT NULL,
	"domestic_shipping_fen" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"pay_attempts" integer DEFAULT 0 NOT NULL,
	"unpaid_refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taobao_int_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taobao_int_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "taobao_int_refund_kind" NOT NULL,
	"status" "taobao_int_refund_status" NOT NULL,
	"origin" text NOT NULL,
	"reason" text NOT NULL,
	"platform_refund_id" text,
	"amount_fen" integer,
	"amount_vnd" bigint,
	"refusal" text,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taobao_int_tracking_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taobao_int_tracking_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"purchase_row_id" integer NOT NULL,
	"code" text NOT NULL,
	"carrier" text,
	"shipped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "taobao_int_order_events" ADD CONSTRAINT "taobao_int_order_events_order_id_taobao_int_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."taobao_int_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_int_order_lines" ADD CONSTRAINT "taobao_int_order_lines_order_id_taobao_int_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."taobao_int_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_int_order_lines" ADD CONSTRAINT "taobao_int_order_lines_purchase_row_id_taobao_int_purchases_id_fk" FOREIGN KEY ("purchase_row_id") REFERENCES "public"."taobao_int_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_int_orders" ADD CONSTRAINT "taobao_int_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_int_orders" ADD CONSTRAINT "taobao_int_orders_consignment_id_shipping_orders_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."shipping_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_int_purchases" ADD CONSTRAINT "taobao_int_purchases_order_id_taobao_int_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."taobao_int_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_int_refunds" ADD CONSTRAINT "taobao_int_refunds_order_id_taobao_int_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."taobao_int_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_int_refunds" ADD CONSTRAINT "taobao_int_refunds_line_id_taobao_int_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."taobao_int_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_int_refunds" ADD CONSTRAINT "taobao_int_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_int_tracking_codes" ADD CONSTRAINT "taobao_int_tracking_codes_order_id_taobao_int_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."taobao_int_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_int_tracking_codes" ADD CONSTRAINT "taobao_int_tracking_codes_purchase_row_id_taobao_int_purchases_id_fk" FOREIGN KEY ("purchase_row_id") REFERENCES "public"."taobao_int_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "taobao_int_order_events_order_id_idx" ON "taobao_int_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "taobao_int_order_lines_order_id_idx" ON "taobao_int_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "taobao_int_orders_code_key" ON "taobao_int_orders" USING btree ("code");--> statement-breakpoint
CREATE INDEX "taobao_int_orders_user_id_idx" ON "taobao_int_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "taobao_int_orders_next_sync_idx" ON "taobao_int_orders" USING btree ("next_sync_at");--> statement-breakpoint
CREATE INDEX "taobao_int_orders_status_idx" ON "taobao_int_orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "taobao_int_purchases_order_purchase_key" ON "taobao_int_purchases" USING btree ("order_id","purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "taobao_int_refunds_line_key" ON "taobao_int_refunds" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "taobao_int_refunds_user_id_idx" ON "taobao_int_refunds" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "taobao_int_refunds_order_id_idx" ON "taobao_int_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "taobao_int_tracking_codes_purchase_code_key" ON "taobao_int_tracking_codes" USING btree ("purchase_row_id","code");--> statement-breakpoint
CREATE INDEX "taobao_int_tracking_codes_code_idx" ON "taobao_int_tracking_codes" USING btree ("code");