import { PASSWORD_MIN_LENGTH } from '@portal/contracts/constants';

export interface Credentials {
  username: string;
  password: string;
}

export type CredentialMessage =
  | { key: 'login.usernameRequired' }
  | { key: 'login.passwordTooShort'; values: { min: number } };

export type CredentialErrors = Partial<Record<keyof Credentials, CredentialMessage>>;

/** Platform spec 5, login: the user name is required, the password has at least 5 characters. */
export function validateCredentials({ username, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (username.trim() === '') errors.username = { key: 'login.usernameRequired' };
  if (password.length < PASSWORD_MIN_LENGTH) {
    errors.password = { key: 'login.passwordTooShort', values: { min: PASSWORD_MIN_LENGTH } };
  }
  return errors;
}
