import { type ControlItemMap, controlItem, controlItemMap } from './control-item';

/** Spec 5 and 9: the user name is required; the password needs at least 5 characters. */
export const PASSWORD_MIN_LENGTH = 5;

/**
 * The login form as control items, so the login screen validates like every other form.
 * Marked pure so that a bundle taking only the constant above leaves the engine out.
 */
export const LOGIN_ITEMS: ControlItemMap = /* @__PURE__ */ controlItemMap([
  /* @__PURE__ */ controlItem('username', 'text', { required: true, maxLength: 64 }),
  /* @__PURE__ */ controlItem('password', 'password', {
    required: true,
    useMinLength: true,
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: 256,
  }),
]);
