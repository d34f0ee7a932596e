CREATE TYPE "public"."order_status" AS ENUM('deposited', 'purchasing', 'purchased', 'sellerShipped', 'arrivedChina', 'inTransit', 'arrivedVietnam', 'awaitingDelivery', 'delivering', 'received', 'cancelled', 'outOfStock', 'lost');--> statement-breakpoint
CREATE TYPE "public"."package_status" AS ENUM('inChina', 'inTransit', 'inVietnam', 'awaitingDelivery', 'delivering', 'delivered');--> statement-breakpoint
CREATE TYPE "public"."product_site" AS ENUM('taobao', 'tmall', '1688', 'pinduoduo');--> statement-breakpoint
CREATE TYPE "public"."shipping_line" AS ENUM('normal', 'fast');--> statement-breakpoint
CREATE TYPE "public"."warehouse" AS ENUM('hn', 'hcm');--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"receiver_name" text NOT NULL,
	"phone" text NOT NULL,
	"province_code" text NOT NULL,
	"ward_code" text NOT NULL,
	"street" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buy_order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buy_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"status" "order_status" NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buy_order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buy_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"site" "product_site" NOT NULL,
	"item_id" text NOT NULL,
	"sku_id" text,
	"title" text NOT NULL,
	"title_vi" text,
	"image_url" text NOT NULL,
	"properties" jsonb NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"quantity" integer NOT NULL,
	"quantity_bought" integer,
	"actual_unit_price_fen" integer,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buy_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buy_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"site" "product_site" NOT NULL,
	"shop" jsonb NOT NULL,
	"status" "order_status" NOT NULL,
	"rate_vnd_per_cny" integer NOT NULL,
	"settings_version" integer NOT NULL,
	"fee_policy" jsonb NOT NULL,
	"services" jsonb NOT NULL,
	"warehouse" "warehouse" NOT NULL,
	"line" "shipping_line" NOT NULL,
	"address" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"estimated_fee_lines" jsonb NOT NULL,
	"fee_lines" jsonb NOT NULL,
	"pending" jsonb NOT NULL,
	"total_vnd" bigint NOT NULL,
	"deposit_vnd" bigint NOT NULL,
	"paid_vnd" bigint DEFAULT 0 NOT NULL,
	"refunded_vnd" bigint DEFAULT 0 NOT NULL,
	"domestic_shipping_fen" integer,
	"invoice_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tracking_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buy_orders_refund_within_paid" CHECK ("buy_orders"."refunded_vnd" >= 0 and "buy_orders"."refunded_vnd" <= "buy_orders"."paid_vnd")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"site" "product_site" NOT NULL,
	"item_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"title" text NOT NULL,
	"title_vi" text,
	"image_url" text NOT NULL,
	"shop" jsonb NOT NULL,
	"properties" jsonb NOT NULL,
	"sku_price_fen" integer NOT NULL,
	"price_tiers" jsonb NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"quantity" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"buy_order_id" integer,
	"tracking_code" text,
	"weight_grams" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"width_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"status" "package_status" DEFAULT 'inChina' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_order_events" ADD CONSTRAINT "buy_order_events_order_id_buy_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."buy_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_order_events" ADD CONSTRAINT "buy_order_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_order_items" ADD CONSTRAINT "buy_order_items_order_id_buy_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."buy_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_orders" ADD CONSTRAINT "buy_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_buy_order_id_buy_orders_id_fk" FOREIGN KEY ("buy_order_id") REFERENCES "public"."buy_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_id_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_key" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "buy_order_events_order_id_idx" ON "buy_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "buy_order_items_order_id_idx" ON "buy_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buy_orders_code_key" ON "buy_orders" USING btree ("code");--> statement-breakpoint
CREATE INDEX "buy_orders_user_id_idx" ON "buy_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "buy_orders_status_idx" ON "buy_orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_sku_key" ON "cart_items" USING btree ("user_id","site","item_id","sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_code_key" ON "packages" USING btree ("code");--> statement-breakpoint
CREATE INDEX "packages_user_id_idx" ON "packages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "packages_buy_order_id_idx" ON "packages" USING btree ("buy_order_id");--> statement-breakpoint
CREATE INDEX "packages_tracking_code_idx" ON "packages" USING btree ("tracking_code");