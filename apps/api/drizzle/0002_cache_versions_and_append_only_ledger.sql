-- Every change to a tenant or to the content its cached answers are built from bumps tenants.version, so
-- each API instance, which checks the versions cheaply, drops what it cached for that tenant.
CREATE FUNCTION bump_own_tenant_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version = OLD.version THEN
    NEW.version := OLD.version + 1;
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER tenants_version BEFORE UPDATE ON tenants FOR EACH ROW EXECUTE FUNCTION bump_own_tenant_version();
--> statement-breakpoint
CREATE FUNCTION bump_versions_of_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE tenants SET version = version + 1 WHERE id IN (SELECT tenant_id FROM new_rows);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE tenants SET version = version + 1 WHERE id IN (SELECT tenant_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['tenant_domains', 'menu_items', 'partners', 'social_accounts', 'cms_pages',
    'seo_pages', 'analytics_scripts', 'tenant_providers']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_versions_of_changed_rows()', t || '_version_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_versions_of_changed_rows()', t || '_version_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_versions_of_changed_rows()', t || '_version_del', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- The catalogue is shared: a change to it reaches every tenant's cached game lists.
CREATE FUNCTION bump_every_tenant_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tenants SET version = version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER games_version AFTER INSERT OR UPDATE OR DELETE ON games FOR EACH STATEMENT EXECUTE FUNCTION bump_every_tenant_version();
--> statement-breakpoint
CREATE TRIGGER providers_version AFTER INSERT OR UPDATE OR DELETE ON providers FOR EACH STATEMENT EXECUTE FUNCTION bump_every_tenant_version();
--> statement-breakpoint
-- The ledger is append-only.
CREATE FUNCTION refuse_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
