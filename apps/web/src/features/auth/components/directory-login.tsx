import { Button, Group, LoadingOverlay, Stack, Text } from '@mantine/core';
import { useFirstScreenText } from '@/lib/language';
import { type Run, useDirectorySignIn } from '../hooks/use-directory-sign-in';

interface DirectoryLoginProps {
  run: Run;
  onHelp: () => void;
}

/**
 * Spec 2.2 with AD: no user name or password; Login opens the directory's pop-up. Loaded only
 * when the method is AD, so the password login page stays light (decision 0051).
 */
export default function DirectoryLogin({ run, onHelp }: DirectoryLoginProps) {
  const { t } = useFirstScreenText();
  const { signIn, working } = useDirectorySignIn(run);
  return (
    <Stack gap="md">
      <Text>{t('login.directoryIntro')}</Text>
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
