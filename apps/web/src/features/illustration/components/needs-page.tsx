import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate, formatMoney } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { tiedNeedsQuery } from '../api';
import { FormCheck, useFormState } from '../form-context';
import { NEEDS_ANALYSIS_FIELD, NEEDS_PAGE_FLAG } from '../form-model';

/**
 * The needs analysis page of the report (issue 22): which analysis the case is tied to, and
 * its check box, chosen like the other pages. Without a tied analysis there is nothing to
 * print, so the box is not offered and the text says how to tie one.
 */
export function NeedsPageChoice() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const form = useFormState();
  const raw = form.values[NEEDS_ANALYSIS_FIELD];
  const id = typeof raw === 'string' && raw !== '' ? raw : null;
  const tied = useQuery(tiedNeedsQuery(id));
  if (!id)
    return (
      <div data-testid="needs-page">
        <Text size="sm">{t('illustration.report.needsNone')}</Text>
        {/* A link of its own, not inside the sentence (told apart by more than colour). */}
        <Text size="sm">
          <Anchor component={Link} to={paths.section.getHref('proneeds')}>
            {t('needs.title')}
          </Anchor>
        </Text>
      </div>
    );
  // The box stays while the analysis loads or when it cannot be read (another agent's case
  // opened by an administrator), so a ticked box can always be unticked.
  return (
    <div data-testid="needs-page">
      <FormCheck name={NEEDS_PAGE_FLAG} label={t('illustration.report.chkNeedsPage')} />
      {tied.data && (
        <Text size="sm" mt={4}>
          {t('illustration.report.needsTied', {
            client: tied.data.clientName,
            date: formatDate(new Date(tied.data.createdAt), language),
            face: formatMoney(tied.data.result.suggestedFace, language),
          })}
        </Text>
      )}
      {tied.isError && (
        <Text size="sm" mt={4}>
          {t('illustration.report.needsMissing')}
        </Text>
      )}
    </div>
  );
}
