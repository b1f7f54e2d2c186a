import type { UserWidget } from '@portal/contracts/shell';
import type { User } from '@portal/contracts/user';
import type { DefaultApplication } from '@portal/domain/access/permissions';
import type { FieldValue, FormValues } from '@portal/domain/fields/control-item';

/**
 * The Profile dialog's form (spec 2.7): loaded from the user, edited locally. Its fields are
 * the control items of the form 'profile', keyed as the user's fields (decision 0011), so
 * the browser checks them with the same rules POST /users/update applies.
 */
export interface ProfileForm {
  profileName: string;
  emailAddress: string;
  phoneNumberPrimary: string;
  isMobilePrimary: boolean;
  phoneNumberSecondary: string;
  isMobileSecondary: boolean;
  faxNumber: string;
  inputLanguage: 'English' | 'French';
  reportLanguage: 'English' | 'French';
  fontSize: 'Large' | 'Small';
  defaultApplication: DefaultApplication;
}

/** Spec 2.7 defaults, for a user record that lacks a setting. */
export const PROFILE_DEFAULTS = {
  inputLanguage: 'English',
  reportLanguage: 'English',
  fontSize: 'Large',
  defaultApplication: 'New Business',
} as const;

export function formFromUser(user: User): ProfileForm {
  return {
    profileName: user.profileName,
    emailAddress: user.emailAddress,
    phoneNumberPrimary: user.phoneNumberPrimary,
    isMobilePrimary: user.isMobilePrimary,
    phoneNumberSecondary: user.phoneNumberSecondary,
    isMobileSecondary: user.isMobileSecondary,
    faxNumber: user.faxNumber,
    inputLanguage: user.inputLanguage ?? PROFILE_DEFAULTS.inputLanguage,
    reportLanguage: user.reportLanguage ?? PROFILE_DEFAULTS.reportLanguage,
    fontSize: user.fontSize ?? PROFILE_DEFAULTS.fontSize,
    defaultApplication: user.defaultApplication ?? PROFILE_DEFAULTS.defaultApplication,
  };
}

/** The whole user with the form's fields mapped in, plus the widgets when the tab is there. */
export function userFromForm(user: User, form: ProfileForm, widgets: UserWidget[] | null): User {
  return {
    ...user,
    ...form,
    profileName: form.profileName.trim(),
    emailAddress: form.emailAddress.trim(),
    widgets: widgets
      ? widgets.map((widget, index) => ({
          widgetID: widget.widgetID,
          isActive: widget.isActive,
          displayOrder: index + 1,
        }))
      : user.widgets,
  };
}

/** The form's values as the control-item form holds them: the fields, and the agent ID shown. */
export function valuesFromUser(user: User): Record<string, FieldValue> {
  return { ...formFromUser(user), agentID: user.agentID };
}

const text = (value: FieldValue | null | undefined) => (typeof value === 'string' ? value : '');

/**
 * The profile fields back from the form's values. A choice left empty (a developer can make
 * one optional) keeps the user's setting, then the spec's default.
 */
export function formFromValues(values: FormValues, user: User): ProfileForm {
  const stored = formFromUser(user);
  const choice = <K extends 'inputLanguage' | 'reportLanguage' | 'fontSize' | 'defaultApplication'>(
    key: K,
  ) => (text(values[key]) || stored[key]) as ProfileForm[K];
  return {
    profileName: text(values.profileName),
    emailAddress: text(values.emailAddress),
    phoneNumberPrimary: text(values.phoneNumberPrimary),
    isMobilePrimary: values.isMobilePrimary === true,
    phoneNumberSecondary: text(values.phoneNumberSecondary),
    isMobileSecondary: values.isMobileSecondary === true,
    faxNumber: text(values.faxNumber),
    inputLanguage: choice('inputLanguage'),
    reportLanguage: choice('reportLanguage'),
    fontSize: choice('fontSize'),
    defaultApplication: choice('defaultApplication'),
  };
}

/** The Profile Information tab's fields; every other field is on Profile Settings. */
export const INFORMATION_FIELDS: ReadonlySet<string> = new Set([
  'profileName',
  'emailAddress',
  'agentID',
  'phoneNumberPrimary',
  'isMobilePrimary',
  'phoneNumberSecondary',
  'isMobileSecondary',
  'faxNumber',
]);
