CREATE TYPE "public"."bank_transfer_status" AS ENUM('matched', 'review', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."cause_type" AS ENUM('recharge', 'withdraw', 'adjustment', 'order', 'shipping', 'delivery', 'pob', 'complaint');--> statement-breakpoint
CREATE TYPE "public"."recharge_status" AS ENUM('pending', 'succeeded', 'review', 'expired');--> statement-breakpoint
CREATE TYPE "public"."transaction_type" AS ENUM('recharge', 'withdraw', 'deposit', 'payment', 'refund', 'adjustment');--> statement-breakpoint
CREATE TYPE "public"."withdraw_status" AS ENUM('pending', 'completed', 'cancelled', 'rejected');--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bank_reference" text NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"memo" text NOT NULL,
	"status" "bank_transfer_status" NOT NULL,
	"recharge_id" integer,
	"source" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" "transaction_type" NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"balance_after_vnd" bigint NOT NULL,
	"cause_type" "cause_type" NOT NULL,
	"cause_id" integer NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount_vnd" <> 0),
	CONSTRAINT "ledger_entries_balance_after_nonnegative" CHECK ("ledger_entries"."balance_after_vnd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recharge_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recharge_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"memo" text NOT NULL,
	"bank_account" jsonb NOT NULL,
	"qr_payload" text NOT NULL,
	"status" "recharge_status" DEFAULT 'pending' NOT NULL,
	"credited_vnd" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone,
	"confirmed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"created_by" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance_vnd" bigint DEFAULT 0 NOT NULL,
	"held_vnd" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_held_within_balance" CHECK ("wallets"."held_vnd" >= 0 and "wallets"."held_vnd" <= "wallets"."balance_vnd")
);
--> statement-breakpoint
CREATE TABLE "withdraw_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdraw_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"bank_bin" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"status" "withdraw_status" DEFAULT 'pending' NOT NULL,
	"note" text,
	"processed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_recharge_id_recharge_requests_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."recharge_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_requests" ADD CONSTRAINT "recharge_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_requests" ADD CONSTRAINT "recharge_requests_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings_versions" ADD CONSTRAINT "settings_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_bank_reference_key" ON "bank_transfers" USING btree ("bank_reference");--> statement-breakpoint
CREATE INDEX "bank_transfers_status_idx" ON "bank_transfers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_id_idx" ON "ledger_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_cause_idx" ON "ledger_entries" USING btree ("cause_type","cause_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_requests_memo_key" ON "recharge_requests" USING btree ("memo");--> statement-breakpoint
CREATE INDEX "recharge_requests_user_id_idx" ON "recharge_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdraw_requests_user_id_idx" ON "withdraw_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdraw_requests_status_idx" ON "withdraw_requests" USING btree ("status");--> statement-breakpoint
-- The ledger is append-only: corrections are new entries. Written by hand (drizzle-kit does not
-- model triggers); later generated migrations leave it alone.
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update_or_delete" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_append_only"();
