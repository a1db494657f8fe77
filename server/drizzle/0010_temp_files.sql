CREATE TABLE "temp_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"store_key" text NOT NULL,
	"upload_id" text,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"total_bytes" bigint NOT NULL,
	"chunk_bytes" integer NOT NULL,
	"chunk_count" integer NOT NULL,
	"received_bytes" bigint NOT NULL,
	"received_chunks" integer NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "temp_files" ADD CONSTRAINT "temp_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "temp_files_owner_idx" ON "temp_files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "temp_files_expiry_idx" ON "temp_files" USING btree ("expires_at");