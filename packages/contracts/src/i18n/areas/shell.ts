import type { CatalogueShape } from '../catalogue';

/**
 * The app shell's words (issue 3): header, Switch Products, Welcome, Profile and alerts.
 * Spread into the catalogue's `shell` area after the foundation's own keys.
 */
export const shellEn = {
  header: {
    switchProducts: 'Switch Products',
    about: 'About',
    profile: 'Your Profile',
    menu: 'Menu',
    openMenu: 'Open the menu',
  },
  dialog: {
    close: 'Close',
    cancel: 'Cancel',
  },
  switch: {
    title: 'Switch Products',
    intro: 'Choose the product to open.',
    choose: 'Choose',
    current: '{{product}} (current)',
    unavailable: 'Not available to your account',
    products: {
      inforce: 'Inforce',
      illustration: 'Illustration',
      sharedOwnership: 'Shared Ownership',
      eappSettings: 'eApp Settings',
      bi: 'Business Intelligence',
      admin: 'Admin',
      developer: 'Developer',
    },
  },
  welcome: {
    title: 'Welcome',
    greeting: 'Welcome, {{firstName}}!',
    body: 'This portal is where you prepare illustrations, look up in-force policies and follow your business. Switch Products moves between the products open to you; Your Profile sets your language, font size and the product you start in.',
    showAgain: 'Show this message again',
    ok: 'OK',
  },
  profile: {
    title: 'Your Profile',
    tabs: {
      information: 'Profile Information',
      settings: 'Profile Settings',
      widgets: 'Widgets',
    },
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    saved: 'Your profile information was updated and saved.',
    reverted: 'Your changes were reverted.',
    fixErrors: 'Correct the highlighted fields before saving.',
    fieldError: '{{field}}: {{message}}',
  },
  widgets: {
    intro:
      'Reorder your widgets or change the visibility of the widgets you see on your dashboard.',
    loadFailed: 'The widgets could not be loaded.',
    position: 'Position {{position}} of {{count}}',
    move: 'Move {{name}} (drag, or press Space then the arrow keys)',
    sortable: 'movable widget',
    moveUp: 'Move {{name}} up',
    moveDown: 'Move {{name}} down',
    visible: 'Show {{name}} on the dashboard',
    on: 'ON',
    off: 'OFF',
    instructions:
      'To pick up a widget, press Space or Enter. Move it with the arrow keys, then press Space or Enter to drop it, or Escape to cancel.',
    pickedUp: '{{name}} picked up, position {{position}} of {{count}}.',
    movedTo: '{{name}} moved to position {{position}} of {{count}}.',
    dropped: '{{name}} dropped at position {{position}} of {{count}}.',
    cancelled: 'Moving {{name}} was cancelled.',
  },
  alerts: {
    region: 'Notifications',
    dismiss: 'Dismiss',
    types: { Success: 'Success', Error: 'Error', Secondary: 'Notice' },
  },
} as const;

/** Canadian French (OQLF): ’, « », a non-breaking space before ':'. */
export const shellFr: CatalogueShape<typeof shellEn> = {
  header: {
    switchProducts: 'Changer de produit',
    about: 'À propos',
    profile: 'Votre profil',
    menu: 'Menu',
    openMenu: 'Ouvrir le menu',
  },
  dialog: {
    close: 'Fermer',
    cancel: 'Annuler',
  },
  switch: {
    title: 'Changer de produit',
    intro: 'Choisissez le produit à ouvrir.',
    choose: 'Choisir',
    current: '{{product}} (actuel)',
    unavailable: 'Non offert à votre compte',
    products: {
      inforce: 'Polices en vigueur',
      illustration: 'Illustration',
      sharedOwnership: 'Propriété partagée',
      eappSettings: 'Paramètres de la proposition électronique',
      bi: 'Intelligence d’affaires',
      admin: 'Administration',
      developer: 'Développeur',
    },
  },
  welcome: {
    title: 'Bienvenue',
    greeting: 'Bienvenue, {{firstName}}!',
    body: 'Ce portail vous permet de préparer des illustrations, de consulter les polices en vigueur et de suivre vos affaires. « Changer de produit » passe d’un produit offert à un autre; « Votre profil » règle votre langue, la taille du texte et le produit qui s’ouvre au démarrage.',
    showAgain: 'Afficher ce message de nouveau',
    ok: 'Compris',
  },
  profile: {
    title: 'Votre profil',
    tabs: {
      information: 'Renseignements du profil',
      settings: 'Paramètres du profil',
      widgets: 'Gadgets',
    },
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    saved: 'Les renseignements de votre profil ont été mis à jour et enregistrés.',
    reverted: 'Vos modifications ont été annulées.',
    fixErrors: 'Corrigez les champs signalés avant d’enregistrer.',
    fieldError: '{{field}} : {{message}}',
  },
  widgets: {
    intro:
      'Réordonnez vos gadgets ou changez la visibilité des gadgets affichés dans votre tableau de bord.',
    loadFailed: 'Les gadgets n’ont pas pu être chargés.',
    position: 'Position {{position}} sur {{count}}',
    move: 'Déplacer {{name}} (glisser, ou appuyer sur Espace puis sur les flèches)',
    sortable: 'gadget déplaçable',
    moveUp: 'Monter {{name}}',
    moveDown: 'Descendre {{name}}',
    visible: 'Afficher {{name}} dans le tableau de bord',
    on: 'ACTIVÉ',
    off: 'DÉSACTIVÉ',
    instructions:
      'Pour saisir un gadget, appuyez sur Espace ou Entrée. Déplacez-le avec les flèches, puis appuyez sur Espace ou Entrée pour le déposer, ou sur Échap pour annuler.',
    pickedUp: '{{name}} saisi, position {{position}} sur {{count}}.',
    movedTo: '{{name}} déplacé à la position {{position}} sur {{count}}.',
    dropped: '{{name}} déposé à la position {{position}} sur {{count}}.',
    cancelled: 'Le déplacement de {{name}} a été annulé.',
  },
  alerts: {
    region: 'Notifications',
    dismiss: 'Fermer',
    types: { Success: 'Réussite', Error: 'Erreur', Secondary: 'Avis' },
  },
};
