import { PASSWORD_MIN_LENGTH } from '@portal/contracts/constants';

export interface NewPassword {
  newPassword: string;
  confirmPassword: string;
}

export type NewPasswordMessage =
  | { key: 'login.passwordTooShort'; values: { min: number } }
  | { key: 'login.passwordsDiffer' }
  | { key: 'login.sameAsTemporary' };

/** The forced change after a reset (issue 16): the sign-in rule, typed twice, not the old one. */
export function validateNewPassword(
  { newPassword, confirmPassword }: NewPassword,
  temporary: string,
): Partial<Record<keyof NewPassword, NewPasswordMessage>> {
  const errors: Partial<Record<keyof NewPassword, NewPasswordMessage>> = {};
  if (newPassword.length < PASSWORD_MIN_LENGTH) {
    errors.newPassword = { key: 'login.passwordTooShort', values: { min: PASSWORD_MIN_LENGTH } };
  } else if (newPassword === temporary) {
    errors.newPassword = { key: 'login.sameAsTemporary' };
  }
  if (confirmPassword !== newPassword) errors.confirmPassword = { key: 'login.passwordsDiffer' };
  return errors;
}
