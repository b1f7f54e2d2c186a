/**
 * Spec 5 and 9: the password needs at least 5 characters. A file of its own, so that the
 * sign-in page can take the rule without the field engine (decision 0041).
 */
export const PASSWORD_MIN_LENGTH = 5;
