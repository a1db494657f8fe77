ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "block_reason" text;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin (lower("name" || ' ' || "lastname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_search_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_blocked_idx" ON "users" USING btree ("created_at","id") WHERE "users"."blocked_at" is not null;