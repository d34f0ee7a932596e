CREATE TYPE "public"."consignment_status" AS ENUM('consigned', 'arrivedChina', 'inTransit', 'awaitingDelivery', 'delivering', 'received', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."delivery_payment" AS ENUM('wallet', 'cod');--> statement-breakpoint
CREATE TYPE "public"."delivery_status" AS ENUM('requested', 'processing', 'delivered', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."tracking_code_status" AS ENUM('created', 'received', 'matched');--> statement-breakpoint
CREATE TABLE "delivery_request_packages" (
	"delivery_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	CONSTRAINT "delivery_request_packages_delivery_id_package_id_pk" PRIMARY KEY("delivery_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" "delivery_status" DEFAULT 'requested' NOT NULL,
	"payment" "delivery_payment" NOT NULL,
	"address" jsonb NOT NULL,
	"orders" jsonb NOT NULL,
	"owed_vnd" bigint NOT NULL,
	"fee_vnd" bigint NOT NULL,
	"total_vnd" bigint NOT NULL,
	"paid_vnd" bigint DEFAULT 0 NOT NULL,
	"cod_vnd" bigint DEFAULT 0 NOT NULL,
	"chargeable_grams" integer NOT NULL,
	"settings_version" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"handed_over_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_order_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_order_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"code" text NOT NULL,
	"status" "tracking_code_status" DEFAULT 'created' NOT NULL,
	"received_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipping_order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"status" "consignment_status" NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" "consignment_status" DEFAULT 'consigned' NOT NULL,
	"goods" text NOT NULL,
	"declared_value_vnd" bigint NOT NULL,
	"warehouse" "warehouse" NOT NULL,
	"line" "shipping_line" NOT NULL,
	"services" jsonb NOT NULL,
	"rate_vnd_per_cny" integer NOT NULL,
	"settings_version" integer NOT NULL,
	"fee_policy" jsonb NOT NULL,
	"fee_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pending" jsonb NOT NULL,
	"total_vnd" bigint DEFAULT 0 NOT NULL,
	"paid_vnd" bigint DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "packages" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "shipping_order_id" integer;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "label_customer_code" text;--> statement-breakpoint
ALTER TABLE "delivery_request_packages" ADD CONSTRAINT "delivery_request_packages_delivery_id_delivery_requests_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_request_packages" ADD CONSTRAINT "delivery_request_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_order_codes" ADD CONSTRAINT "shipping_order_codes_order_id_shipping_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shipping_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_order_events" ADD CONSTRAINT "shipping_order_events_order_id_shipping_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shipping_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_order_events" ADD CONSTRAINT "shipping_order_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD CONSTRAINT "shipping_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_request_packages_package_id_idx" ON "delivery_request_packages" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_requests_code_key" ON "delivery_requests" USING btree ("code");--> statement-breakpoint
CREATE INDEX "delivery_requests_user_id_idx" ON "delivery_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "delivery_requests_status_idx" ON "delivery_requests" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_order_codes_order_code_key" ON "shipping_order_codes" USING btree ("order_id","code");--> statement-breakpoint
CREATE INDEX "shipping_order_codes_code_idx" ON "shipping_order_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shipping_order_events_order_id_idx" ON "shipping_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_orders_code_key" ON "shipping_orders" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shipping_orders_user_id_idx" ON "shipping_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "shipping_orders_status_idx" ON "shipping_orders" USING btree ("status");--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_shipping_order_id_shipping_orders_id_fk" FOREIGN KEY ("shipping_order_id") REFERENCES "public"."shipping_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "packages_shipping_order_id_idx" ON "packages" USING btree ("shipping_order_id");--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_one_order" CHECK ("packages"."buy_order_id" is null or "packages"."shipping_order_id" is null);--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_order_has_owner" CHECK (("packages"."buy_order_id" is null and "packages"."shipping_order_id" is null) or "packages"."user_id" is not null);