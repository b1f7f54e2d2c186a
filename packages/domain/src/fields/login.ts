import { type ControlItemMap, controlItem, controlItemMap } from './control-item';
import { PASSWORD_MIN_LENGTH } from './password';

/** Spec 5 and 9: the user name is required; the password needs at least 5 characters. */
export { PASSWORD_MIN_LENGTH };

/** The login form as control items, so the login screen validates like every other form. */
export const LOGIN_ITEMS: ControlItemMap = controlItemMap([
  controlItem('username', 'text', { required: true, maxLength: 64 }),
  controlItem('password', 'password', {
    required: true,
    useMinLength: true,
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: 256,
  }),
]);
