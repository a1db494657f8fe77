CREATE INDEX "installations_client_code_idx" ON "installations" USING btree ("client_id","code","created_at");--> statement-breakpoint
CREATE INDEX "installations_installer_code_idx" ON "installations" USING btree ("installer_id","code","created_at");--> statement-breakpoint
CREATE INDEX "installations_creator_code_idx" ON "installations" USING btree ("creator_id","code","created_at");--> statement-breakpoint
CREATE INDEX "installations_dealer_code_idx" ON "installations" USING btree ("dealer_id","code","created_at");