import type { Db } from '../database';
import { widgets } from '../tables/shell';

type WidgetRow = typeof widgets.$inferInsert;

/** The BI dashboard's widgets (reference data: every install has them; decision 0056). */
export const WIDGET_CATALOGUE: readonly WidgetRow[] = [
  {
    widgetID: 1,
    name: 'signInsPerDay',
    displayName: 'Sign-ins per day',
    titleEn: 'Sign-ins per day',
    titleFr: 'Connexions par jour',
    shortTextEn: 'How many times users signed in, day by day.',
    shortTextFr: 'Nombre de connexions des utilisateurs, jour par jour.',
    longTextEn:
      'Counts every successful sign-in (by password or through the company directory) on each day of the chosen period, in UTC days.',
    longTextFr:
      'Dénombre chaque connexion réussie (par mot de passe ou par l’annuaire de l’entreprise) pour chaque jour de la période choisie, en jours UTC.',
    defaultOrder: 1,
    defaultActive: true,
  },
  {
    widgetID: 2,
    name: 'activeUsersPerDay',
    displayName: 'Active users per day',
    titleEn: 'Active users per day',
    titleFr: 'Utilisateurs actifs par jour',
    shortTextEn: 'Distinct users who did anything in the portal, day by day.',
    shortTextFr: 'Utilisateurs distincts ayant agi dans le portail, jour par jour.',
    longTextEn:
      'A user counts once per day when at least one event of theirs (a sign-in, a page, a click, a change) was recorded that day; the total is the number of distinct users over the whole period.',
    longTextFr:
      'Un utilisateur compte une fois par jour dès qu’un de ses événements (connexion, page, clic, modification) a été enregistré ce jour-là ; le total est le nombre d’utilisateurs distincts sur toute la période.',
    defaultOrder: 2,
    defaultActive: true,
  },
  {
    widgetID: 3,
    name: 'eventsPerDay',
    displayName: 'Activity per day',
    titleEn: 'Activity per day',
    titleFr: 'Activité par jour',
    shortTextEn: 'All recorded events, day by day.',
    shortTextFr: 'Tous les événements enregistrés, jour par jour.',
    longTextEn:
      'Counts every tracking event recorded each day: sign-ins, pages opened, clicks and field changes, whoever made them.',
    longTextFr:
      'Dénombre chaque événement de suivi enregistré chaque jour : connexions, pages ouvertes, clics et modifications de champs, quel qu’en soit l’auteur.',
    defaultOrder: 3,
    defaultActive: true,
  },
  {
    widgetID: 4,
    name: 'eventsByType',
    displayName: 'Events by type',
    titleEn: 'Events by type',
    titleFr: 'Événements par type',
    shortTextEn: 'The period’s events split by kind.',
    shortTextFr: 'Les événements de la période répartis par nature.',
    longTextEn:
      'Splits the events of the period between sign-ins, pages opened, button clicks, tab clicks and field changes.',
    longTextFr:
      'Répartit les événements de la période entre connexions, pages ouvertes, clics sur des boutons, clics sur des onglets et modifications de champs.',
    defaultOrder: 4,
    defaultActive: true,
  },
  {
    widgetID: 5,
    name: 'pageLoadsByForm',
    displayName: 'Screens opened',
    titleEn: 'Screens opened',
    titleFr: 'Écrans ouverts',
    shortTextEn: 'The ten screens opened most often.',
    shortTextFr: 'Les dix écrans les plus souvent ouverts.',
    longTextEn:
      'Counts the page loads of each screen (form) over the period and shows the ten most opened; the total counts every page load.',
    longTextFr:
      'Dénombre les chargements de chaque écran (formulaire) sur la période et montre les dix plus ouverts ; le total compte tous les chargements.',
    defaultOrder: 5,
    defaultActive: true,
  },
  {
    widgetID: 6,
    name: 'changesByForm',
    displayName: 'Fields changed by form',
    titleEn: 'Fields changed by form',
    titleFr: 'Champs modifiés par formulaire',
    shortTextEn: 'Where users enter data: field changes per form.',
    shortTextFr: 'Où les utilisateurs saisissent : modifications de champs par formulaire.',
    longTextEn:
      'Counts the field changes recorded on each form over the period (a change is recorded when the user leaves a field whose value changed) and shows the ten busiest forms.',
    longTextFr:
      'Dénombre les modifications de champs enregistrées sur chaque formulaire pendant la période (une modification est enregistrée quand l’utilisateur quitte un champ dont la valeur a changé) et montre les dix formulaires les plus actifs.',
    defaultOrder: 6,
    defaultActive: true,
  },
  {
    widgetID: 7,
    name: 'clicksByForm',
    displayName: 'Clicks by form',
    titleEn: 'Clicks by form',
    titleFr: 'Clics par formulaire',
    shortTextEn: 'Button and tab clicks per form.',
    shortTextFr: 'Clics sur les boutons et les onglets par formulaire.',
    longTextEn:
      'Counts the button and tab clicks recorded on each form over the period and shows the ten forms with the most clicks.',
    longTextFr:
      'Dénombre les clics sur les boutons et les onglets enregistrés sur chaque formulaire pendant la période et montre les dix formulaires les plus cliqués.',
    defaultOrder: 7,
    defaultActive: true,
  },
  {
    widgetID: 8,
    name: 'topUsers',
    displayName: 'Most active users',
    titleEn: 'Most active users',
    titleFr: 'Utilisateurs les plus actifs',
    shortTextEn: 'The ten users with the most recorded events.',
    shortTextFr: 'Les dix utilisateurs ayant le plus d’événements enregistrés.',
    longTextEn:
      'Ranks users by the number of events recorded for them over the period and shows the first ten; the total counts every event.',
    longTextFr:
      'Classe les utilisateurs selon le nombre d’événements enregistrés pendant la période et montre les dix premiers ; le total compte tous les événements.',
    defaultOrder: 8,
    defaultActive: false,
  },
];

/**
 * Loads the widget catalogue where it is missing. An administrator edits it on /admin/bi
 * (decision 0057), so a restart never overwrites their texts, order or ON/OFF; the figures
 * behind each name are code (decision 0056), the words around them are data.
 */
export async function seedWidgets(db: Db): Promise<void> {
  await db
    .insert(widgets)
    .values([...WIDGET_CATALOGUE])
    .onConflictDoNothing();
}
