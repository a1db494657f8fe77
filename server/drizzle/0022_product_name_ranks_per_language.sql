CREATE INDEX "product_name_ranks_uk_idx" ON "product_name_ranks" USING btree (("ranks"[1]),"product_id");--> statement-breakpoint
CREATE INDEX "product_name_ranks_en_idx" ON "product_name_ranks" USING btree (("ranks"[2]),"product_id");--> statement-breakpoint
CREATE INDEX "product_name_ranks_pl_idx" ON "product_name_ranks" USING btree (("ranks"[3]),"product_id");