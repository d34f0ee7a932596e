CREATE TABLE "limit_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_hits" (
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limit_failures_last_at_idx" ON "limit_failures" USING btree ("last_at");--> statement-breakpoint
CREATE INDEX "limit_hits_key_idx" ON "limit_hits" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "limit_hits_at_idx" ON "limit_hits" USING btree ("at");