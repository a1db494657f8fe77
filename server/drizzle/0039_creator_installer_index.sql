-- The installers an installer's own jobs name (the filter list of GET /web/installations/filters), read from the index alone:
-- at 20,000 jobs of one installer, reading their rows took ~100 ms cold (bench/README.md, installations list at 1,000,000).
CREATE INDEX "installations_creator_installer_idx" ON "installations" USING btree ("creator_id","installer_id");