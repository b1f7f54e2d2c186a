import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { widgets } from '../tables/shell';

type WidgetRow = typeof widgets.$inferInsert;

/** The BI dashboard's widgets (reference data: every install has them). */
export const WIDGET_CATALOGUE: readonly WidgetRow[] = [
  {
    widgetID: 1,
    name: 'newBusinessByMonth',
    displayName: 'New business by month',
    titleEn: 'New business by month',
    titleFr: 'Affaires nouvelles par mois',
    shortTextEn: 'Applications submitted and policies issued, month by month.',
    shortTextFr: 'Propositions soumises et polices émises, mois par mois.',
    longTextEn:
      'Counts the applications submitted and the policies issued in each of the last twelve ' +
      'months, with the annualized premium they carry.',
    longTextFr:
      'Dénombre les propositions soumises et les polices émises au cours de chacun des douze ' +
      'derniers mois, avec la prime annualisée qu’elles représentent.',
    defaultOrder: 1,
    defaultActive: true,
  },
  {
    widgetID: 2,
    name: 'premiumByProduct',
    displayName: 'Premium by product',
    titleEn: 'Premium by product',
    titleFr: 'Primes par produit',
    shortTextEn: 'Annualized premium split by product family.',
    shortTextFr: 'Prime annualisée répartie par famille de produits.',
    longTextEn:
      'Shows how this year’s annualized premium divides between term, whole life and ' +
      'universal life products, compared with the same period last year.',
    longTextFr:
      'Montre la répartition de la prime annualisée de l’année entre les produits temporaires, ' +
      'vie entière et vie universelle, comparée à la même période l’an dernier.',
    defaultOrder: 2,
    defaultActive: true,
  },
  {
    widgetID: 3,
    name: 'inforceByStatus',
    displayName: 'In-force policies by status',
    titleEn: 'In-force policies by status',
    titleFr: 'Polices en vigueur par statut',
    shortTextEn: 'Policies on the books, by status.',
    shortTextFr: 'Polices au portefeuille, par statut.',
    longTextEn:
      'Counts the policies of the in-force portfolio by status (premium paying, paid up, ' +
      'lapse pending, reduced paid-up) with the face amount of each group.',
    longTextFr:
      'Dénombre les polices du portefeuille en vigueur par statut (primes payables, libérée, ' +
      'déchéance imminente, libérée réduite) avec le capital assuré de chaque groupe.',
    defaultOrder: 3,
    defaultActive: true,
  },
  {
    widgetID: 4,
    name: 'illustrationsRun',
    displayName: 'Illustrations run',
    titleEn: 'Illustrations run',
    titleFr: 'Illustrations produites',
    shortTextEn: 'Illustrations calculated and printed by advisors.',
    shortTextFr: 'Illustrations calculées et imprimées par les conseillers.',
    longTextEn:
      'Counts the illustrations calculated and the reports printed each week, so that a ' +
      'drop in quoting activity shows before it reaches new business.',
    longTextFr:
      'Dénombre les illustrations calculées et les rapports imprimés chaque semaine, afin ' +
      'qu’une baisse des soumissions paraisse avant de toucher les affaires nouvelles.',
    defaultOrder: 4,
    defaultActive: true,
  },
  {
    widgetID: 5,
    name: 'topAdvisors',
    displayName: 'Top advisors',
    titleEn: 'Top advisors',
    titleFr: 'Meilleurs conseillers',
    shortTextEn: 'The ten advisors with the most premium this year.',
    shortTextFr: 'Les dix conseillers ayant le plus de primes cette année.',
    longTextEn:
      'Ranks advisors by the annualized premium of the policies issued this year, with ' +
      'their number of applications and their placement rate.',
    longTextFr:
      'Classe les conseillers selon la prime annualisée des polices émises cette année, ' +
      'avec leur nombre de propositions et leur taux de mise en vigueur.',
    defaultOrder: 5,
    defaultActive: true,
  },
  {
    widgetID: 6,
    name: 'placementRate',
    displayName: 'Placement rate',
    titleEn: 'Placement rate',
    titleFr: 'Taux de mise en vigueur',
    shortTextEn: 'Share of applications that become in-force policies.',
    shortTextFr: 'Part des propositions qui deviennent des polices en vigueur.',
    longTextEn:
      'The share of submitted applications issued and placed within 90 days, by quarter, ' +
      'with the reasons given for the others.',
    longTextFr:
      'La part des propositions soumises qui sont émises et mises en vigueur dans les ' +
      '90 jours, par trimestre, avec les motifs donnés pour les autres.',
    defaultOrder: 6,
    defaultActive: true,
  },
  {
    widgetID: 7,
    name: 'portalUsage',
    displayName: 'Portal usage',
    titleEn: 'Portal usage',
    titleFr: 'Utilisation du portail',
    shortTextEn: 'Sign-ins and screens opened per day.',
    shortTextFr: 'Ouvertures de session et écrans consultés par jour.',
    longTextEn:
      'Daily sign-ins and screens opened over the last thirty days, from the tracking ' +
      'events the portal records.',
    longTextFr:
      'Ouvertures de session et écrans consultés chaque jour au cours des trente derniers ' +
      'jours, d’après les événements de suivi enregistrés par le portail.',
    defaultOrder: 7,
    defaultActive: false,
  },
  {
    widgetID: 8,
    name: 'lapseWatch',
    displayName: 'Lapse watch',
    titleEn: 'Lapse watch',
    titleFr: 'Surveillance des déchéances',
    shortTextEn: 'Policies in their grace period.',
    shortTextFr: 'Polices en période de grâce.',
    longTextEn:
      'Lists the policies whose premium is overdue and that will lapse at the end of the ' +
      'grace period unless a payment is received.',
    longTextFr:
      'Énumère les polices dont la prime est en retard et qui deviendront caduques à la fin ' +
      'du délai de grâce si aucun paiement n’est reçu.',
    defaultOrder: 8,
    defaultActive: false,
  },
];

/** Loads or refreshes the widget catalogue; a second run changes nothing. */
export async function seedWidgets(db: Db): Promise<void> {
  await db
    .insert(widgets)
    .values([...WIDGET_CATALOGUE])
    .onConflictDoUpdate({
      target: widgets.widgetID,
      set: {
        name: sql`excluded.name`,
        displayName: sql`excluded.display_name`,
        titleEn: sql`excluded.title_en`,
        titleFr: sql`excluded.title_fr`,
        shortTextEn: sql`excluded.short_text_en`,
        shortTextFr: sql`excluded.short_text_fr`,
        longTextEn: sql`excluded.long_text_en`,
        longTextFr: sql`excluded.long_text_fr`,
        defaultOrder: sql`excluded.default_order`,
        defaultActive: sql`excluded.default_active`,
      },
    });
}
