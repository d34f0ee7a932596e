CREATE TYPE "public"."agency_invite_status" AS ENUM('pending', 'accepted', 'declined', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."agency_join" AS ENUM('created', 'invited');--> statement-breakpoint
ALTER TYPE "public"."cause_type" ADD VALUE 'agencyTransfer';--> statement-breakpoint
ALTER TYPE "public"."transaction_type" ADD VALUE 'transfer';--> statement-breakpoint
CREATE TABLE "agency_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agency_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" "agency_invite_status" DEFAULT 'pending' NOT NULL,
	"agency_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agency_terms" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"terms" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agency_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_transfers_amount_positive" CHECK ("agency_transfers"."amount_vnd" > 0)
);
--> statement-breakpoint
ALTER TABLE "pob_requests" ADD COLUMN "placed_by" integer;--> statement-breakpoint
ALTER TABLE "pob_requests" ADD COLUMN "paid_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agency_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agency_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agency_joined_by" "agency_join";--> statement-breakpoint
ALTER TABLE "agency_invites" ADD CONSTRAINT "agency_invites_agency_id_users_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invites" ADD CONSTRAINT "agency_invites_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_terms" ADD CONSTRAINT "agency_terms_agency_id_users_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_terms" ADD CONSTRAINT "agency_terms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_transfers" ADD CONSTRAINT "agency_transfers_agency_id_users_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_transfers" ADD CONSTRAINT "agency_transfers_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_invites_agency_idx" ON "agency_invites" USING btree ("agency_id","id");--> statement-breakpoint
CREATE INDEX "agency_invites_customer_idx" ON "agency_invites" USING btree ("customer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_invites_pending_key" ON "agency_invites" USING btree ("agency_id","customer_id") WHERE "agency_invites"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "agency_transfers_agency_idx" ON "agency_transfers" USING btree ("agency_id","id");--> statement-breakpoint
ALTER TABLE "pob_requests" ADD CONSTRAINT "pob_requests_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pob_requests" ADD CONSTRAINT "pob_requests_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_id_users_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_agency_id_idx" ON "users" USING btree ("agency_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_agency_code_key" ON "users" USING btree ("agency_id",lower("agency_code"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_fields" CHECK (("users"."agency_id" is null) = ("users"."agency_code" is null) and ("users"."agency_id" is null) = ("users"."agency_joined_at" is null) and ("users"."agency_id" is null) = ("users"."agency_joined_by" is null));