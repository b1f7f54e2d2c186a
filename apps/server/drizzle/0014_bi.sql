-- BI (issue 19, decision 0056): daily roll-ups of the tracking events, kept by triggers in the
-- transaction that inserts (or purges) the events, whatever path writes them; keyset indexes
-- for the tracking explorer; the widget catalogue's definitions over those roll-ups.
CREATE TABLE "tracking_daily" (
	"day" date NOT NULL,
	"event_type" text NOT NULL,
	"form_name" text NOT NULL,
	"username" text NOT NULL,
	"agent_id" text NOT NULL,
	"events" bigint NOT NULL,
	CONSTRAINT "tracking_daily_pkey" PRIMARY KEY("day","event_type","form_name","username","agent_id")
);
--> statement-breakpoint
CREATE INDEX "tracking_daily_username_day_idx" ON "tracking_daily" USING btree ("username","day");--> statement-breakpoint
-- The same counts without the user: a few hundred rows a day whatever the number of users, for
-- the widgets that do not count users.
CREATE TABLE "tracking_daily_forms" (
	"day" date NOT NULL,
	"event_type" text NOT NULL,
	"form_name" text NOT NULL,
	"events" bigint NOT NULL,
	CONSTRAINT "tracking_daily_forms_pkey" PRIMARY KEY("day","event_type","form_name")
);
--> statement-breakpoint
-- One statement-level trigger per insert statement: a batch of 100 events is one grouped
-- upsert, sorted by key so that two concurrent batches take their row locks in the same order.
CREATE OR REPLACE FUNCTION "tracking_daily_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "tracking_daily" ("day", "event_type", "form_name", "username", "agent_id", "events")
  SELECT ("at" AT TIME ZONE 'UTC')::date, "event_type", "form_name", "username", "agent_id", count(*)
  FROM "inserted_events"
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("day", "event_type", "form_name", "username", "agent_id")
  DO UPDATE SET "events" = "tracking_daily"."events" + excluded."events";
  INSERT INTO "tracking_daily_forms" ("day", "event_type", "form_name", "events")
  SELECT ("at" AT TIME ZONE 'UTC')::date, "event_type", "form_name", count(*)
  FROM "inserted_events"
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT ("day", "event_type", "form_name")
  DO UPDATE SET "events" = "tracking_daily_forms"."events" + excluded."events";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "tracking_daily_on_insert" AFTER INSERT ON "tracking_events"
  REFERENCING NEW TABLE AS "inserted_events" FOR EACH STATEMENT EXECUTE FUNCTION "tracking_daily_add"();
--> statement-breakpoint
-- The retention purge (decision 0024) takes its events out of the roll-ups too, so the
-- figures always equal a count of the events that remain.
CREATE OR REPLACE FUNCTION "tracking_daily_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tracking_daily" AS d SET "events" = d."events" - gone."events"
  FROM (
    SELECT ("at" AT TIME ZONE 'UTC')::date AS "day", "event_type", "form_name", "username", "agent_id", count(*) AS "events"
    FROM "deleted_events" GROUP BY 1, 2, 3, 4, 5
  ) AS gone
  WHERE d."day" = gone."day" AND d."event_type" = gone."event_type" AND d."form_name" = gone."form_name"
    AND d."username" = gone."username" AND d."agent_id" = gone."agent_id";
  DELETE FROM "tracking_daily" WHERE "events" <= 0;
  UPDATE "tracking_daily_forms" AS d SET "events" = d."events" - gone."events"
  FROM (
    SELECT ("at" AT TIME ZONE 'UTC')::date AS "day", "event_type", "form_name", count(*) AS "events"
    FROM "deleted_events" GROUP BY 1, 2, 3
  ) AS gone
  WHERE d."day" = gone."day" AND d."event_type" = gone."event_type" AND d."form_name" = gone."form_name";
  DELETE FROM "tracking_daily_forms" WHERE "events" <= 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "tracking_daily_on_delete" AFTER DELETE ON "tracking_events"
  REFERENCING OLD TABLE AS "deleted_events" FOR EACH STATEMENT EXECUTE FUNCTION "tracking_daily_remove"();
--> statement-breakpoint
INSERT INTO "tracking_daily" ("day", "event_type", "form_name", "username", "agent_id", "events")
SELECT ("at" AT TIME ZONE 'UTC')::date, "event_type", "form_name", "username", "agent_id", count(*)
FROM "tracking_events" GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO "tracking_daily_forms" ("day", "event_type", "form_name", "events")
SELECT ("at" AT TIME ZONE 'UTC')::date, "event_type", "form_name", count(*)
FROM "tracking_events" GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The explorer pages newest first by (at, id) with or without one filter (decision 0058):
-- each filter's index ends with (at, id), so a page is an index range scan of 101 rows.
DROP INDEX IF EXISTS "tracking_events_at_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tracking_events_type_at_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tracking_events_username_at_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tracking_events_form_at_idx";--> statement-breakpoint
CREATE INDEX "tracking_events_at_id_idx" ON "tracking_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "tracking_events_type_at_id_idx" ON "tracking_events" USING btree ("event_type","at","id");--> statement-breakpoint
CREATE INDEX "tracking_events_username_at_id_idx" ON "tracking_events" USING btree ("username","at","id");--> statement-breakpoint
CREATE INDEX "tracking_events_form_at_id_idx" ON "tracking_events" USING btree ("form_name","at","id");--> statement-breakpoint
CREATE INDEX "tracking_events_control_at_id_idx" ON "tracking_events" USING btree ("control_name","at","id");--> statement-breakpoint
UPDATE "widgets" SET "name" = 'signInsPerDay', "display_name" = 'Sign-ins per day', "title_en" = 'Sign-ins per day', "title_fr" = 'Connexions par jour', "short_text_en" = 'How many times users signed in, day by day.', "short_text_fr" = 'Nombre de connexions des utilisateurs, jour par jour.', "long_text_en" = 'Counts every successful sign-in (by password or through the company directory) on each day of the chosen period, in UTC days.', "long_text_fr" = 'Dénombre chaque connexion réussie (par mot de passe ou par l’annuaire de l’entreprise) pour chaque jour de la période choisie, en jours UTC.', "default_order" = 1, "default_active" = true WHERE "widget_id" = 1;--> statement-breakpoint
UPDATE "widgets" SET "name" = 'activeUsersPerDay', "display_name" = 'Active users per day', "title_en" = 'Active users per day', "title_fr" = 'Utilisateurs actifs par jour', "short_text_en" = 'Distinct users who did anything in the portal, day by day.', "short_text_fr" = 'Utilisateurs distincts ayant agi dans le portail, jour par jour.', "long_text_en" = 'A user counts once per day when at least one event of theirs (a sign-in, a page, a click, a change) was recorded that day; the total is the number of distinct users over the whole period.', "long_text_fr" = 'Un utilisateur compte une fois par jour dès qu’un de ses événements (connexion, page, clic, modification) a été enregistré ce jour-là ; le total est le nombre d’utilisateurs distincts sur toute la période.', "default_order" = 2, "default_active" = true WHERE "widget_id" = 2;--> statement-breakpoint
UPDATE "widgets" SET "name" = 'eventsPerDay', "display_name" = 'Activity per day', "title_en" = 'Activity per day', "title_fr" = 'Activité par jour', "short_text_en" = 'All recorded events, day by day.', "short_text_fr" = 'Tous les événements enregistrés, jour par jour.', "long_text_en" = 'Counts every tracking event recorded each day: sign-ins, pages opened, clicks and field changes, whoever made them.', "long_text_fr" = 'Dénombre chaque événement de suivi enregistré chaque jour : connexions, pages ouvertes, clics et modifications de champs, quel qu’en soit l’auteur.', "default_order" = 3, "default_active" = true WHERE "widget_id" = 3;--> statement-breakpoint
UPDATE "widgets" SET "name" = 'eventsByType', "display_name" = 'Events by type', "title_en" = 'Events by type', "title_fr" = 'Événements par type', "short_text_en" = 'The period’s events split by kind.', "short_text_fr" = 'Les événements de la période répartis par nature.', "long_text_en" = 'Splits the events of the period between sign-ins, pages opened, button clicks, tab clicks and field changes.', "long_text_fr" = 'Répartit les événements de la période entre connexions, pages ouvertes, clics sur des boutons, clics sur des onglets et modifications de champs.', "default_order" = 4, "default_active" = true WHERE "widget_id" = 4;--> statement-breakpoint
UPDATE "widgets" SET "name" = 'pageLoadsByForm', "display_name" = 'Screens opened', "title_en" = 'Screens opened', "title_fr" = 'Écrans ouverts', "short_text_en" = 'The ten screens opened most often.', "short_text_fr" = 'Les dix écrans les plus souvent ouverts.', "long_text_en" = 'Counts the page loads of each screen (form) over the period and shows the ten most opened; the total counts every page load.', "long_text_fr" = 'Dénombre les chargements de chaque écran (formulaire) sur la période et montre les dix plus ouverts ; le total compte tous les chargements.', "default_order" = 5, "default_active" = true WHERE "widget_id" = 5;--> statement-breakpoint
UPDATE "widgets" SET "name" = 'changesByForm', "display_name" = 'Fields changed by form', "title_en" = 'Fields changed by form', "title_fr" = 'Champs modifiés par formulaire', "short_text_en" = 'Where users enter data: field changes per form.', "short_text_fr" = 'Où les utilisateurs saisissent : modifications de champs par formulaire.', "long_text_en" = 'Counts the field changes recorded on each form over the period (a change is recorded when the user leaves a field whose value changed) and shows the ten busiest forms.', "long_text_fr" = 'Dénombre les modifications de champs enregistrées sur chaque formulaire pendant la période (une modification est enregistrée quand l’utilisateur quitte un champ dont la valeur a changé) et montre les dix formulaires les plus actifs.', "default_order" = 6, "default_active" = true WHERE "widget_id" = 6;--> statement-breakpoint
UPDATE "widgets" SET "name" = 'clicksByForm', "display_name" = 'Clicks by form', "title_en" = 'Clicks by form', "title_fr" = 'Clics par formulaire', "short_text_en" = 'Button and tab clicks per form.', "short_text_fr" = 'Clics sur les boutons et les onglets par formulaire.', "long_text_en" = 'Counts the button and tab clicks recorded on each form over the period and shows the ten forms with the most clicks.', "long_text_fr" = 'Dénombre les clics sur les boutons et les onglets enregistrés sur chaque formulaire pendant la période et montre les dix formulaires les plus cliqués.', "default_order" = 7, "default_active" = true WHERE "widget_id" = 7;--> statement-breakpoint
UPDATE "widgets" SET "name" = 'topUsers', "display_name" = 'Most active users', "title_en" = 'Most active users', "title_fr" = 'Utilisateurs les plus actifs', "short_text_en" = 'The ten users with the most recorded events.', "short_text_fr" = 'Les dix utilisateurs ayant le plus d’événements enregistrés.', "long_text_en" = 'Ranks users by the number of events recorded for them over the period and shows the first ten; the total counts every event.', "long_text_fr" = 'Classe les utilisateurs selon le nombre d’événements enregistrés pendant la période et montre les dix premiers ; le total compte tous les événements.', "default_order" = 8, "default_active" = false WHERE "widget_id" = 8;
