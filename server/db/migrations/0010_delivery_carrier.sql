ALTER TABLE "delivery_requests" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "tracking_code" text;