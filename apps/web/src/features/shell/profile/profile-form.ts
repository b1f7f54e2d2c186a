import { PHONE_PATTERN, type UserWidget } from '@portal/contracts/shell';
import type { User } from '@portal/contracts/user';
import type { DefaultApplication } from '@portal/domain/access/permissions';
import { applyMask } from '@portal/domain/fields/masks';

/** The Profile dialog's form (spec 2.7): loaded from the user, edited locally. */
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

export const PHONE_FIELDS = ['phoneNumberPrimary', 'phoneNumberSecondary', 'faxNumber'] as const;
type PhoneField = (typeof PHONE_FIELDS)[number];

/** Spec 5 phone mask, '(ddd) ddd-dddd', as the user types. */
export function maskPhone(raw: string): string {
  return applyMask({ fieldType: 'phone', maxLength: 14, decimalPlaces: 0 }, raw, 'en');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ProfileErrors = Partial<Record<'emailAddress' | PhoneField, 'email' | 'phone'>>;

/** The checks the server makes too: an e-mail address, and phones empty or complete. */
export function validateProfile(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  const email = form.emailAddress.trim();
  if (email !== '' && !EMAIL.test(email)) errors.emailAddress = 'email';
  for (const field of PHONE_FIELDS) {
    const value = form[field];
    if (value !== '' && !PHONE_PATTERN.test(value)) errors[field] = 'phone';
  }
  return errors;
}
