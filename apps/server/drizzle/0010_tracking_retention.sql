-- Tracking stays append-only, except for the retention purge (decision 0024): a DELETE is
-- allowed only inside a transaction that has set portal.tracking_purge to 'on'. UPDATE and
-- TRUNCATE are refused as before.
CREATE OR REPLACE FUNCTION "tracking_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('portal.tracking_purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'tracking_events is append-only: % is not allowed', TG_OP;
END;
$$;
