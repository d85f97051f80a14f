CREATE TABLE "search_offer_changes" (
	"product_id" text PRIMARY KEY NOT NULL,
	"xid" "xid8" NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_offer_changes_xid_idx" ON "search_offer_changes" USING btree ("xid");--> statement-breakpoint
-- Each statement that writes prices or stock notes the products it touched, with its transaction
-- id: an instance that last looked with a snapshot whose xmin was X finds every write it has not
-- seen among the rows with xid >= X (a transaction invisible to a snapshot never has a smaller
-- id than its xmin). Sorted, so two writers lock the rows in one order.
CREATE OR REPLACE FUNCTION solo_note_offer_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO search_offer_changes (product_id, xid)
    SELECT id, pg_current_xact_id() FROM products ORDER BY id
    ON CONFLICT (product_id) DO UPDATE SET xid = excluded.xid;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO search_offer_changes (product_id, xid)
    SELECT product_id, pg_current_xact_id()
    FROM (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows) touched
    ORDER BY product_id
    ON CONFLICT (product_id) DO UPDATE SET xid = excluded.xid;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO search_offer_changes (product_id, xid)
    SELECT DISTINCT product_id, pg_current_xact_id() FROM new_rows ORDER BY product_id
    ON CONFLICT (product_id) DO UPDATE SET xid = excluded.xid;
  ELSE
    INSERT INTO search_offer_changes (product_id, xid)
    SELECT DISTINCT product_id, pg_current_xact_id() FROM old_rows ORDER BY product_id
    ON CONFLICT (product_id) DO UPDATE SET xid = excluded.xid;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "prices_offer_inserts" AFTER INSERT ON "prices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION solo_note_offer_changes();
--> statement-breakpoint
CREATE TRIGGER "prices_offer_updates" AFTER UPDATE ON "prices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION solo_note_offer_changes();
--> statement-breakpoint
CREATE TRIGGER "prices_offer_deletes" AFTER DELETE ON "prices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION solo_note_offer_changes();
--> statement-breakpoint
CREATE TRIGGER "prices_offer_truncates" AFTER TRUNCATE ON "prices" FOR EACH STATEMENT EXECUTE FUNCTION solo_note_offer_changes();
--> statement-breakpoint
CREATE TRIGGER "inventory_offer_inserts" AFTER INSERT ON "inventory" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION solo_note_offer_changes();
--> statement-breakpoint
CREATE TRIGGER "inventory_offer_updates" AFTER UPDATE ON "inventory" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION solo_note_offer_changes();
--> statement-breakpoint
CREATE TRIGGER "inventory_offer_deletes" AFTER DELETE ON "inventory" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION solo_note_offer_changes();
--> statement-breakpoint
CREATE TRIGGER "inventory_offer_truncates" AFTER TRUNCATE ON "inventory" FOR EACH STATEMENT EXECUTE FUNCTION solo_note_offer_changes();
