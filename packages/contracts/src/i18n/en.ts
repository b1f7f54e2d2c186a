import { FORM_RULE_MESSAGES } from '@portal/domain/fields/form-rules';
import type { ErrorCode } from '../errors';
import { adminEn } from './areas/admin';
import { batchEn } from './areas/batch';
import { batchOutputsEn } from './areas/batch-outputs';
import { biEn } from './areas/bi';
import { dataReportsEn } from './areas/data-reports';
import { developerEn } from './areas/developer';
import { eapplicationEn } from './areas/eapplication';
import { fieldsEn } from './areas/fields';
import { galleryEn } from './areas/gallery';
import { illustrationEn } from './areas/illustration';
import { inforceEn } from './areas/inforce';
import { needsEn } from './areas/needs';
import { reportsEn } from './areas/reports';
import { sharedOwnershipEn } from './areas/shared-ownership';
import { shellEn } from './areas/shell';
import { userImportEn } from './areas/user-import';

/** The English catalogue is the reference: the French one is typed against its shape. */
export const en = {
  app: {
    name: 'Life Portal',
    logo: 'Logo of {{name}}',
    version: 'Version {{version}}',
    loading: 'Loading…',
    skipToContent: 'Skip to main content',
    failed: 'The page could not be shown.',
    reload: 'Reload the page',
    networkError: 'The server could not be reached. Check your connection and try again.',
  },
  language: {
    /** The toggle names the other language, in that language. */
    other: 'Français',
  },
  login: {
    title: 'Sign In',
    username: 'User name',
    password: 'Password',
    submit: 'Login',
    help: 'Help',
    signingIn: 'Signing in…',
    usernameRequired: 'Enter your user name.',
    passwordTooShort: 'The password must have at least {{min}} characters.',
    changeTitle: 'Choose a new password',
    changeIntro:
      'An administrator reset your password. Choose a new one to continue; the temporary password will no longer work.',
    newPassword: 'New password',
    confirmPassword: 'Confirm the new password',
    passwordsDiffer: 'The two passwords are not the same.',
    sameAsTemporary: 'Choose a password different from the temporary one.',
    changeSubmit: 'Change the password',
    changing: 'Saving the new password…',
    /** The sign-in refused with a wait (Retry-After): `wait` is '30 seconds', '15 minutes'. */
    tooManyAttempts: 'Too many failed sign-in attempts. Try again in {{wait}}.',
    tooManyRequests: 'Too many requests. Try again in {{wait}}.',
  },
  /** Directory sign-in (AD): loaded with the directory part of the login page. */
  directory: {
    intro: 'Sign in with your company account: a sign-in window opens.',
    popupBlocked:
      'The sign-in window was blocked. Allow pop-ups for this site, then select Login again.',
    failed: 'Signing in with your company account did not finish. Please try again.',
  },
  about: {
    title: 'About',
    helpDesk: 'Help desk',
    phone: 'Phone',
    tollFree: 'Toll-free',
    email: 'E-mail',
    copyright: '© {{year}} {{company}}. All rights reserved.',
    unavailable: 'The company details could not be loaded.',
    close: 'Close',
  },
  shell: {
    sectionNavigation: 'Section pages',
    signOut: 'Sign Out',
    noProductTitle: 'No product available',
    noProduct: 'No product is available to your account; contact the help desk.',
    notBuilt: 'This page is not available in this version of the portal.',
    /** The open routes' page for a visitor who is not signed in (decision 0003). */
    signedOut: {
      signIn: 'Sign in',
      signInHint: 'Sign in to use the rest of the portal.',
      developer:
        'The developer area shows and changes the portal’s field definitions and product setups. It needs a developer account: sign in to use it.',
    },
    ...shellEn,
  },
  sections: {
    illustration: {
      title: 'New Business Illustration',
      tabs: {
        illustration: 'Illustration',
        savedIllustration: 'Saved Illustrations',
        batch: 'Batch illustrations',
      },
    },
    inforce: {
      title: 'Inforce',
      tabs: {
        policyLookup: 'Policy Lookup',
        alphalookup: 'Alpha Lookup',
        dataReports: 'Data Reports',
        batch: 'In-force batch',
      },
    },
    admin: {
      title: 'Admin',
      tabs: { dashboard: 'Dashboard', roles: 'Roles', users: 'Users', bi: 'BI' },
    },
    bi: {
      title: 'Business Intelligence',
      tabs: { widgets: 'Widgets', tracking: 'Tracking', biReports: 'BI Reports' },
    },
    developer: {
      title: 'Developer',
      tabs: { controlItems: 'Control Items', interfaceSetupItems: 'Interface Setup Items' },
    },
    eapplication: { title: 'E-Application' },
    'eapp-settings': { title: 'E-App Settings' },
    proneeds: { title: 'ProNeeds' },
    template: { title: 'Template' },
  },
  fields: fieldsEn,
  /** Form-level rules of inforce spec 5, shared by the e-application and the illustration. */
  formRules: FORM_RULE_MESSAGES.en,
  illustration: illustrationEn,
  admin: adminEn,
  userImport: userImportEn,
  /** What batch runs write: refused rows' reasons, workbook, PDF (decision 0086). */
  batchOutputs: batchOutputsEn,
  sharedOwnership: sharedOwnershipEn,
  dataReports: dataReportsEn,
  eapp: eapplicationEn,
  bi: biEn,
  batch: batchEn,
  developer: developerEn,
  reports: reportsEn,
  inforce: inforceEn,
  needs: needsEn,
  gallery: galleryEn,
  legacy: {
    title: 'This browser is extinct',
    body: 'Please open this site in a modern browser such as Microsoft Edge, Firefox, Chrome or Safari.',
  },
  errors: {
    badRequest: 'The request could not be understood.',
    validation: 'Some information is missing or not valid.',
    payloadTooLarge: 'The request is too large.',
    unauthenticated: 'Please sign in.',
    forbidden: 'You do not have access to this.',
    notFound: 'Not found.',
    invalidCredentials: 'The user name or password is incorrect.',
    tooManyAttempts: 'Too many failed sign-in attempts. Please wait a moment and try again.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    sessionExpired: 'Your session has expired. Please sign in again.',
    challengeMismatch: 'Your session could not be verified. Please sign in again.',
    notSetUp:
      'Your directory account is not set up in the portal; ask your administrator to add you.',
    wrongSignInMethod:
      'This portal does not sign in this way; use the sign-in offered on the login page.',
    engineBusy: 'The calculation engine is busy. Please try again in a moment.',
    engineTimeout: 'The calculation took too long and was stopped. Please try again in a moment.',
    conflict: 'This cannot be done while other records depend on it.',
    selfChange: 'You cannot do this to your own account.',
    passwordChangeRequired: 'Choose a new password before you continue.',
    accountDisabled: 'This account is disabled. Please contact your administrator.',
    internal: 'Something went wrong on our side. Please try again.',
    unavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  } satisfies Record<ErrorCode, string>,
} as const;
