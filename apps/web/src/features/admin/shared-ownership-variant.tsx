import {
  SHARED_VARIANTS,
  type SharedVariant,
  type SharedVariantSetting,
} from '@portal/contracts/shared-ownership';
import { useTranslation } from 'react-i18next';
import { type CompanySetting, SettingSelect } from './setting-select';

const LABELS = {
  slideshow: 'admin.roles.variantSlideshow',
  wizard: 'admin.roles.variantWizard',
} as const satisfies Record<SharedVariant, string>;

const VARIANT: CompanySetting<SharedVariantSetting> = {
  path: '/users/SharedOwnershipVariant',
  valueOf: (setting) => setting.variant,
  settingOf: (value) => ({ variant: value as SharedVariant }),
  words: 'variant',
};

/**
 * The company's Shared Ownership presentation (decisions 0065, 0081): the 17-page slideshow
 * (the default) or the earlier wizard. Administrators change it; other user managers see it.
 */
export function SharedOwnershipVariantSetting({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const options = SHARED_VARIANTS.map((variant) => ({ value: variant, label: t(LABELS[variant]) }));
  return <SettingSelect setting={VARIANT} options={options} canChange={canChange} />;
}
