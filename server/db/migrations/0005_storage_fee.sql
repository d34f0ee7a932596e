ALTER TABLE "delivery_requests" ADD COLUMN "storage" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "storage_vnd" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "arrived_vietnam_at" timestamp with time zone;--> statement-breakpoint
-- Parcels already in Vietnam or further: their last change is the best record of arrival we have.
UPDATE packages SET arrived_vietnam_at = updated_at WHERE status IN ('inVietnam','awaitingDelivery','delivering','delivered');
