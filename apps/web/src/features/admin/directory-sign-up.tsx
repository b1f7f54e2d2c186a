import type { DirectorySignUp, Role } from '@portal/contracts/admin';
import { useTranslation } from 'react-i18next';
import { type CompanySetting, SettingSelect } from './setting-select';
import { roleName } from './words';

const NONE = '';

const SIGN_UP: CompanySetting<DirectorySignUp> = {
  path: '/users/DirectorySignUp',
  valueOf: (setting) => (setting.roleId == null ? NONE : String(setting.roleId)),
  settingOf: (value) => ({ roleId: value === NONE ? null : Number(value) }),
  words: 'signUp',
};

/**
 * The company's just-in-time setting for directory sign-in (decision 0030): which role a
 * directory account with no portal user is created with at its first sign-in, or none.
 * Administrators change it; other user managers see it.
 */
export function DirectorySignUpSetting({
  roles,
  canChange,
}: {
  roles: readonly Role[];
  canChange: boolean;
}) {
  const { t, i18n } = useTranslation();
  const french = i18n.language === 'fr';
  const options = [
    { value: NONE, label: t('admin.roles.signUpOff') },
    ...roles.map((role) => ({ value: String(role.roleId), label: roleName(role, french) })),
  ];
  return <SettingSelect setting={SIGN_UP} options={options} canChange={canChange} />;
}
