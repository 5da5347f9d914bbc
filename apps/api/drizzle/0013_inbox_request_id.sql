ALTER TABLE "inbox_items" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_items_request_idx" ON "inbox_items" USING btree ("player_id","request_id");