import { FORM_RULE_MESSAGES } from '@portal/domain/fields/form-rules';
import type { ErrorCode } from '../errors';
import { adminFr } from './areas/admin';
import { batchFr } from './areas/batch';
import { batchOutputsFr } from './areas/batch-outputs';
import { biFr } from './areas/bi';
import { dataReportsFr } from './areas/data-reports';
import { developerFr } from './areas/developer';
import { eapplicationFr } from './areas/eapplication';
import { fieldsFr } from './areas/fields';
import { galleryFr } from './areas/gallery';
import { illustrationFr } from './areas/illustration';
import { inforceFr } from './areas/inforce';
import { needsFr } from './areas/needs';
import { reportsFr } from './areas/reports';
import { sharedOwnershipFr } from './areas/shared-ownership';
import { shellFr } from './areas/shell';
import { userImportFr } from './areas/user-import';
import type { CatalogueShape } from './catalogue';
import type { en } from './en';

/**
 * Canadian French: typographic apostrophes (’), « » for quotations, a non-breaking space
 * before ':' and none before ';', '?' or '!' (Office québécois de la langue française).
 */
export const fr: CatalogueShape<typeof en> = {
  app: {
    name: 'Portail Vie',
    logo: 'Logo de {{name}}',
    version: 'Version {{version}}',
    loading: 'Chargement…',
    skipToContent: 'Passer au contenu principal',
    failed: 'La page n’a pas pu être affichée.',
    reload: 'Recharger la page',
    networkError: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
  },
  language: {
    other: 'English',
  },
  login: {
    title: 'Ouverture de session',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    submit: 'Connexion',
    help: 'Aide',
    signingIn: 'Ouverture de session en cours…',
    usernameRequired: 'Entrez votre nom d’utilisateur.',
    passwordTooShort: 'Le mot de passe doit compter au moins {{min}} caractères.',
    changeTitle: 'Choisissez un nouveau mot de passe',
    changeIntro:
      'Un administrateur a réinitialisé votre mot de passe. Choisissez-en un nouveau pour continuer; le mot de passe temporaire ne fonctionnera plus.',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmez le nouveau mot de passe',
    passwordsDiffer: 'Les deux mots de passe ne sont pas identiques.',
    sameAsTemporary: 'Choisissez un mot de passe différent du mot de passe temporaire.',
    changeSubmit: 'Changer le mot de passe',
    changing: 'Enregistrement du nouveau mot de passe…',
    tooManyAttempts: 'Trop de tentatives de connexion infructueuses. Réessayez dans {{wait}}.',
    tooManyRequests: 'Trop de demandes. Réessayez dans {{wait}}.',
  },
  /** Directory sign-in (AD): loaded with the directory part of the login page. */
  directory: {
    intro: 'Connectez-vous avec votre compte d’entreprise : une fenêtre de connexion s’ouvre.',
    popupBlocked:
      'La fenêtre de connexion a été bloquée. Autorisez les fenêtres contextuelles pour ce site, puis sélectionnez de nouveau Connexion.',
    failed: 'La connexion avec votre compte d’entreprise n’a pas abouti. Veuillez réessayer.',
  },
  about: {
    title: 'À propos',
    helpDesk: 'Centre d’assistance',
    phone: 'Téléphone',
    tollFree: 'Sans frais',
    email: 'Courriel',
    copyright: '© {{year}} {{company}}. Tous droits réservés.',
    unavailable: 'Les coordonnées de l’entreprise n’ont pas pu être chargées.',
    close: 'Fermer',
  },
  shell: {
    sectionNavigation: 'Pages de la section',
    signOut: 'Fermer la session',
    noProductTitle: 'Aucun produit offert',
    noProduct:
      'Aucun produit n’est offert à votre compte; communiquez avec le centre d’assistance.',
    notBuilt: 'Cette page n’est pas offerte dans cette version du portail.',
    signedOut: {
      signIn: 'Se connecter',
      signInHint: 'Connectez-vous pour utiliser le reste du portail.',
      developer:
        'La section des développeurs affiche et modifie les définitions de champs et les paramètres des produits du portail. Elle exige un compte de développeur : connectez-vous pour l’utiliser.',
    },
    ...shellFr,
  },
  sections: {
    illustration: {
      title: 'Illustration – affaires nouvelles',
      tabs: {
        illustration: 'Illustration',
        savedIllustration: 'Illustrations enregistrées',
        batch: 'Illustrations par lots',
      },
    },
    inforce: {
      title: 'Polices en vigueur',
      tabs: {
        policyLookup: 'Recherche de police',
        alphalookup: 'Recherche alphabétique',
        dataReports: 'Rapports de données',
        batch: 'Lots de contrats en vigueur',
      },
    },
    admin: {
      title: 'Administration',
      tabs: {
        dashboard: 'Tableau de bord',
        roles: 'Rôles',
        users: 'Utilisateurs',
        bi: 'Intelligence d’affaires',
      },
    },
    bi: {
      title: 'Intelligence d’affaires',
      tabs: { widgets: 'Gadgets', tracking: 'Suivi', biReports: 'Rapports décisionnels' },
    },
    developer: {
      title: 'Développeur',
      tabs: {
        controlItems: 'Éléments de contrôle',
        interfaceSetupItems: 'Éléments de configuration de l’interface',
      },
    },
    eapplication: { title: 'Proposition électronique' },
    'eapp-settings': { title: 'Paramètres de la proposition électronique' },
    proneeds: { title: 'ProNeeds' },
    template: { title: 'Modèle' },
  },
  fields: fieldsFr,
  formRules: FORM_RULE_MESSAGES.fr,
  illustration: illustrationFr,
  admin: adminFr,
  userImport: userImportFr,
  /** What batch runs write: refused rows' reasons, workbook, PDF (decision 0086). */
  batchOutputs: batchOutputsFr,
  sharedOwnership: sharedOwnershipFr,
  dataReports: dataReportsFr,
  eapp: eapplicationFr,
  bi: biFr,
  batch: batchFr,
  developer: developerFr,
  reports: reportsFr,
  inforce: inforceFr,
  needs: needsFr,
  gallery: galleryFr,
  legacy: {
    title: 'Ce navigateur est disparu',
    body: 'Veuillez ouvrir ce site dans un navigateur récent, comme Microsoft Edge, Firefox, Chrome ou Safari.',
  },
  errors: {
    badRequest: 'La demande n’a pas pu être comprise.',
    validation: 'Des renseignements manquent ou ne sont pas valides.',
    payloadTooLarge: 'La demande est trop volumineuse.',
    unauthenticated: 'Veuillez ouvrir une session.',
    forbidden: 'Vous n’avez pas accès à cette fonction.',
    notFound: 'Introuvable.',
    invalidCredentials: 'Le nom d’utilisateur ou le mot de passe est incorrect.',
    tooManyAttempts:
      'Trop de tentatives de connexion infructueuses. Veuillez patienter un moment et réessayer.',
    tooManyRequests: 'Trop de demandes. Veuillez patienter un moment et réessayer.',
    sessionExpired: 'Votre session a expiré. Veuillez ouvrir une nouvelle session.',
    challengeMismatch:
      'Votre session n’a pas pu être vérifiée. Veuillez ouvrir une nouvelle session.',
    notSetUp:
      'Votre compte d’annuaire n’est pas configuré dans le portail ; demandez à votre administrateur de vous ajouter.',
    wrongSignInMethod:
      'Ce portail n’accepte pas ce mode de connexion ; utilisez celui proposé sur la page de connexion.',
    engineBusy: 'Le moteur de calcul est occupé. Veuillez réessayer dans un moment.',
    engineTimeout:
      'Le calcul a pris trop de temps et a été arrêté. Veuillez réessayer dans un moment.',
    conflict: 'Cette opération est impossible tant que d’autres données en dépendent.',
    selfChange: 'Vous ne pouvez pas faire cela à votre propre compte.',
    passwordChangeRequired: 'Choisissez un nouveau mot de passe avant de continuer.',
    accountDisabled: 'Ce compte est désactivé. Veuillez communiquer avec votre administrateur.',
    internal: 'Une erreur s’est produite de notre côté. Veuillez réessayer.',
    unavailable:
      'Le service est momentanément indisponible. Veuillez réessayer dans quelques secondes.',
  } satisfies Record<ErrorCode, string>,
};
