import { Anchor, Text } from '@mantine/core';
import type { CompanySettings } from '@/lib/company-settings';
import { useFirstScreenText } from '@/lib/language';
import classes from './help-desk-contact.module.css';

/** The help desk's name, numbers and e-mail, each number and address a link. */
export function HelpDeskContact({ helpDesk }: { helpDesk: CompanySettings['helpDesk'] }) {
  const { t } = useFirstScreenText();
  return (
    <dl className={classes.list}>
      <Text component="dt" fw={600}>
        {t('about.helpDesk')}
      </Text>
      <dd>{helpDesk.name}</dd>
      <Text component="dt" fw={600}>
        {t('about.phone')}
      </Text>
      <dd>
        <Anchor href={telephoneLink(helpDesk.phone)}>{helpDesk.phone}</Anchor>
      </dd>
      <Text component="dt" fw={600}>
        {t('about.tollFree')}
      </Text>
      <dd>
        <Anchor href={telephoneLink(helpDesk.tollFree)}>{helpDesk.tollFree}</Anchor>
      </dd>
      <Text component="dt" fw={600}>
        {t('about.email')}
      </Text>
      <dd>
        <Anchor href={`mailto:${helpDesk.email}`}>{helpDesk.email}</Anchor>
      </dd>
    </dl>
  );
}

function telephoneLink(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
