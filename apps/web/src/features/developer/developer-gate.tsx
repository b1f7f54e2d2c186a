import { Alert } from '@mantine/core';
import { isDeveloper } from '@portal/domain/access/products';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';

/** The developer area is for the developer flag only (spec 2.1); the server refuses others too. */
export function DeveloperGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user || !isDeveloper(user)) {
    return (
      <Alert color="gray" role="status">
        {t('developer.notDeveloper')}
      </Alert>
    );
  }
  return children;
}
