ALTER TABLE "sessions" ADD COLUMN "renewed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Sessions from before the column: their last renewal is unknown, so they count from their login.
UPDATE "sessions" SET "renewed_at" = "created_at";
