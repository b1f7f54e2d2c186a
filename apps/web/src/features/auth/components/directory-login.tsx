import { Button, Group, LoadingOverlay, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { type Catalogue, loadCatalogue, useFirstScreenText } from '@/lib/language';
import { type DirectoryWord, type Run, useDirectorySignIn } from '../hooks/use-directory-sign-in';

interface DirectoryLoginProps {
  run: Run;
  onHelp: () => void;
}

/**
 * Spec 2.2 with AD: no user name or password; Login opens the directory's pop-up. Loaded only
 * when the method is AD, with its words from the language's whole catalogue, so the password
 * login page stays light (decision 0051).
 */
export default function DirectoryLogin({ run, onHelp }: DirectoryLoginProps) {
  const { t, language } = useFirstScreenText();
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  useEffect(() => {
    let live = true;
    loadCatalogue(language).then(
      (loaded) => {
        if (live) setCatalogue(loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language]);
  const words = useCallback(
    (key: DirectoryWord) => {
      const section = catalogue?.directory as Record<DirectoryWord, string> | undefined;
      return section?.[key] ?? '';
    },
    [catalogue],
  );
  const { signIn, working } = useDirectorySignIn(run, words);
  return (
    <Stack gap="md">
      <Text mih="1.5em">{words('intro')}</Text>
      <Group gap="sm">
        <Button type="button" onClick={signIn}>
          {t('login.submit')}
        </Button>
        <Button type="button" variant="default" onClick={onHelp}>
          {t('login.help')}
        </Button>
      </Group>
      <LoadingOverlay visible={working} pos="fixed" zIndex={1000} />
    </Stack>
  );
}
