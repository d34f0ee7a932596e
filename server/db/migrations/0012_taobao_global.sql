CREATE TYPE "public"."taobao_global_purchase_state" AS ENUM('creating', 'awaitingPayment', 'awaitingShipment', 'shipped', 'finished', 'closed');--> statement-breakpoint
CREATE TYPE "public"."taobao_global_refund_state" AS ENUM('requested', 'awaitingReturn', 'returned', 'refunded', 'refused', 'closed');--> statement-breakpoint
CREATE TABLE "taobao_global_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taobao_global_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"account_name" text NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"access_token_hint" text NOT NULL,
	"refresh_token_encrypted" text,
	"expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone,
	"is_default" boolean DEFAULT false NOT NULL,
	"needs_relink" boolean DEFAULT false NOT NULL,
	"renewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taobao_global_sim_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taobao_global_sim_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"line_no" text NOT NULL,
	"item_id" text NOT NULL,
	"sku_id" text,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"refund_state" "taobao_global_refund_state",
	"refund_fen" integer,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "taobao_global_sim_lines_quantity_positive" CHECK ("taobao_global_sim_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "taobao_global_sim_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taobao_global_sim_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account" text NOT NULL,
	"outer_purchase_id" text NOT NULL,
	"supplier" text NOT NULL,
	"state" "taobao_global_purchase_state" NOT NULL,
	"goods_fen" integer NOT NULL,
	"domestic_shipping_fen" integer NOT NULL,
	"carrier" text,
	"tracking_code" text,
	"close_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taobao_global_sim_orders_fen_nonnegative" CHECK ("taobao_global_sim_orders"."goods_fen" >= 0 and "taobao_global_sim_orders"."domestic_shipping_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "taobao_global_accounts" ADD CONSTRAINT "taobao_global_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_global_sim_lines" ADD CONSTRAINT "taobao_global_sim_lines_order_id_taobao_global_sim_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."taobao_global_sim_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "taobao_global_accounts_user_name_key" ON "taobao_global_accounts" USING btree ("user_id",lower("account_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "taobao_global_accounts_one_default_key" ON "taobao_global_accounts" USING btree ("user_id") WHERE "taobao_global_accounts"."is_default";--> statement-breakpoint
CREATE INDEX "taobao_global_sim_lines_order_idx" ON "taobao_global_sim_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "taobao_global_sim_orders_outer_key" ON "taobao_global_sim_orders" USING btree ("account","outer_purchase_id","supplier");--> statement-breakpoint
CREATE INDEX "taobao_global_sim_orders_account_idx" ON "taobao_global_sim_orders" USING btree ("account","updated_at");