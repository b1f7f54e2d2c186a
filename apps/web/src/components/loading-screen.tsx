import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useFirstScreenText } from '@/lib/language';

/** Whole-page spinner while the app starts or a screen's code loads; announced, not just drawn. */
export function LoadingScreen() {
  const { t } = useFirstScreenText();
  return (
    <Center component="main" h="100vh">
      <div role="status">
        <Loader aria-hidden="true" />
        <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
      </div>
    </Center>
  );
}
