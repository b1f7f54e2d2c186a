import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useBootFrame } from '@/lib/boot-frame';
import { useFirstScreenText } from '@/lib/language';

/**
 * Whole-page spinner while the app starts or a screen's code loads; announced, not just drawn.
 * While the signed-in frame painted before the app is up, that frame is the loading screen.
 */
export function LoadingScreen() {
  const { t } = useFirstScreenText();
  if (useBootFrame()) return null;
  return (
    <Center component="main" h="100vh">
      <div role="status">
        <Loader aria-hidden="true" />
        <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
      </div>
    </Center>
  );
}
