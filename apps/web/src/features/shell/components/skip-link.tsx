import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** First stop of the keyboard: jumps over the header without changing the address. */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <a
      className={classes.skipLink}
      href={`#${target}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      {t('app.skipToContent')}
    </a>
  );
}
