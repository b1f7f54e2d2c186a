import { Button, Group, Stack, Text } from '@mantine/core';
import type { User } from '@portal/contracts/user';
import {
  type SwitchContext,
  type SwitchProduct,
  switchProductChoices,
  switchTarget,
} from '@portal/domain/access/switch-products';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AppDialog } from '@/components/dialog/app-dialog';
import { paths } from '@/config/paths';
import { requestSharedOwnership } from '@/lib/shared-ownership-request';

interface SwitchProductsDialogProps {
  opened: boolean;
  onClose: () => void;
  user: User;
  context: SwitchContext;
}

const CURRENT: Partial<Record<SwitchProduct, string>> = {
  inforce: 'inforce',
  illustration: 'illustration',
  eappSettings: 'eapp-settings',
  bi: 'bi',
  admin: 'admin',
  developer: 'developer',
};

/**
 * Switch Products (spec 2.4): one button per product the rules of packages/domain list,
 * disabled when the permission is not active; Cancel and Choose. Choosing goes to the
 * product; the illustration product chosen from inside it (or Shared Ownership itself) opens
 * the Shared Ownership slideshow on the illustration screen, which owns the concept's data.
 */
export function SwitchProductsDialog({
  opened,
  onClose,
  user,
  context,
}: SwitchProductsDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [chosen, setChosen] = useState<SwitchProduct | null>(null);
  const choices = switchProductChoices(user, context).filter((choice) => choice.shown);

  useEffect(() => {
    if (opened) setChosen(null);
  }, [opened]);

  const choose = () => {
    if (!chosen) return;
    const target = switchTarget(chosen, context, user);
    onClose();
    if (target.kind === 'sharedOwnership') {
      // The slideshow is drawn by the illustration form: from its saved-cases tab, go there.
      const form = paths.section.getHref('illustration', 'illustration');
      if (pathname !== '/illustration' && pathname !== form) void navigate(form);
      requestSharedOwnership();
      return;
    }
    void navigate(target.to);
  };

  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={t('shell.switch.title')}
      closeLabel={t('shell.dialog.close')}
    >
      <Stack gap="md">
        <Text id="switch-products-intro">{t('shell.switch.intro')}</Text>
        <Stack gap="xs" role="group" aria-labelledby="switch-products-intro">
          {choices.map(({ product, enabled }) => {
            const name = t(`shell.switch.products.${product}`);
            const current = CURRENT[product] === context.section;
            return (
              <Button
                key={product}
                variant={chosen === product ? 'filled' : 'default'}
                aria-pressed={chosen === product}
                disabled={!enabled}
                justify="space-between"
                fullWidth
                onClick={() => setChosen(product)}
                rightSection={
                  enabled ? undefined : (
                    <Text span size="xs">
                      {t('shell.switch.unavailable')}
                    </Text>
                  )
                }
              >
                {current ? t('shell.switch.current', { product: name }) : name}
              </Button>
            );
          })}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('shell.dialog.cancel')}
          </Button>
          <Button onClick={choose} disabled={chosen === null}>
            {t('shell.switch.choose')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
