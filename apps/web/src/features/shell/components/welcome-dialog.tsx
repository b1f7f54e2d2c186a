import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { User } from '@portal/contracts/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/components/dialog/app-dialog';
import { logFailure } from '@/lib/log';
import { useSession } from '@/lib/session';
import { updateUser } from '../api/user-update';

const SEEN_KEY = 'welcomeSeen';

/** Shown once a session while the first-run flag is set (sign-out clears session storage). */
export function shouldWelcome(user: User): boolean {
  return user.isFirstRun && sessionStorage.getItem(SEEN_KEY) !== 'true';
}

interface WelcomeDialogProps {
  user: User;
  onClose: () => void;
}

/**
 * Welcome (spec 2.6): greets by first name; OK clears the first-run flag on the server
 * unless Show Again is checked. A failed update is logged only (spec 8).
 */
export function WelcomeDialog({ user, onClose }: WelcomeDialogProps) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const [showAgain, setShowAgain] = useState(false);
  const [busy, setBusy] = useState(false);

  const close = () => {
    sessionStorage.setItem(SEEN_KEY, 'true');
    onClose();
  };

  const ok = async () => {
    if (!showAgain) {
      setBusy(true);
      try {
        signIn(await updateUser({ ...user, isFirstRun: false }));
      } catch (error) {
        logFailure('Clearing the first-run flag', error);
      }
    }
    close();
  };

  return (
    <AppDialog
      opened
      onClose={close}
      title={t('shell.welcome.title')}
      closeLabel={t('shell.dialog.close')}
    >
      <Stack gap="md">
        <Text fw={600} fz="lg">
          {t('shell.welcome.greeting', { firstName: user.firstName })}
        </Text>
        <Text>{t('shell.welcome.body')}</Text>
        <Checkbox
          label={t('shell.welcome.showAgain')}
          checked={showAgain}
          onChange={(event) => setShowAgain(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button onClick={() => void ok()} loading={busy} data-autofocus>
            {t('shell.welcome.ok')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
