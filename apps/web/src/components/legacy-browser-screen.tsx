import { useFirstScreenText } from '@/lib/language';

/** Shown instead of the app on old Internet Explorer; plain markup, no component library. */
export function LegacyBrowserScreen() {
  const { t } = useFirstScreenText();
  return (
    <main style={{ fontFamily: 'Arial, sans-serif', maxWidth: '40em', margin: '3em auto' }}>
      <h1>{t('legacy.title')}</h1>
      <p>{t('legacy.body')}</p>
    </main>
  );
}
