import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../hooks/use-sign-out';

export function SignOutButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      variant="default"
      fullWidth={fullWidth}
      loading={leaving}
      onClick={() => {
        setLeaving(true);
        void signOut();
      }}
    >
      {t('shell.signOut')}
    </Button>
  );
}
