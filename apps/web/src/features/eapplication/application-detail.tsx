import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { applicationAnswers, productName } from '@portal/contracts/eapp-answers';
import type { EApplication } from '@portal/contracts/eapplication';
import { canAdministerEapplication } from '@portal/domain/access/products';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { applicationPdf, applicationQuery } from './api';
import { StatusChangeFields, useStatusChange } from './status-change';

/**
 * One application opened from the list (issue 20 §2): its facts and status, every answer (the
 * same summary the PDF prints), the append-only history with who, when and why, the PDF, and
 * for an e-application administrator the status change with a reason.
 */
export function ApplicationDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const application = useQuery(applicationQuery(id));
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = application.isSuccess;
  // The heading takes the focus once the application is there, so a screen reader starts on it.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  return (
    <Stack gap="md">
      <Group>
        <Button variant="default" onClick={onBack}>
          {t('eapp.detail.back')}
        </Button>
      </Group>
      {application.isPending ? (
        <Text role="status">
          <Loader size="xs" aria-hidden="true" /> {t('app.loading')}
        </Text>
      ) : application.isError ? (
        <Alert variant="default" color="red.9" role="alert">
          {application.error instanceof ApiError && application.error.status === 404
            ? t('eapp.detail.notFound')
            : application.error instanceof ApiError
              ? t(errorMessageKey(application.error))
              : String(application.error)}
        </Alert>
      ) : (
        <Loaded application={application.data} heading={heading} />
      )}
    </Stack>
  );
}

function Loaded({
  application,
  heading,
}: {
  application: EApplication;
  heading: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { user } = useSession();
  const admin = user ? canAdministerEapplication(user) : false;
  const answers = applicationAnswers(application, language);
  const when = (at: string) =>
    formatDate(new Date(at), language, { dateStyle: 'medium', timeStyle: 'short' });
  const [summary, ...sections] = answers.sections;

  return (
    <Stack gap="md">
      <Title order={2} ref={heading} tabIndex={-1}>
        {t('eapp.detail.title', { number: application.number })}
      </Title>
      <Table aria-label={t('eapp.detail.facts')} withRowBorders={false} w="auto">
        <Table.Tbody>
          {[
            ...(summary?.rows ?? []),
            [t('eapp.list.client'), application.clientName] as const,
            [t('eapp.list.product'), productName(application.productId, language)] as const,
          ].map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td data-testid={label === t('eapp.pdf.status') ? 'eapp-status' : undefined}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <PdfButton application={application} />
      {admin && <StatusChange application={application} />}

      <Title order={3}>{t('eapp.detail.history')}</Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label={t('eapp.detail.history')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('eapp.detail.when')}</Table.Th>
              <Table.Th scope="col">{t('eapp.detail.who')}</Table.Th>
              <Table.Th scope="col">{t('eapp.detail.what')}</Table.Th>
              <Table.Th scope="col">{t('eapp.detail.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {application.history.map((entry) => (
              <Table.Tr key={`${entry.at}-${entry.toStatus}`}>
                <Table.Td>{when(entry.at)}</Table.Td>
                <Table.Td>{entry.actorName}</Table.Td>
                <Table.Td>
                  {entry.event === 'submitted' || entry.fromStatus === null
                    ? t('eapp.detail.submittedEvent')
                    : t('eapp.detail.changedEvent', {
                        from: t(`eapp.statuses.${entry.fromStatus}`),
                        to: t(`eapp.statuses.${entry.toStatus}`),
                      })}
                </Table.Td>
                <Table.Td>{entry.reason || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Title order={3}>{t('eapp.detail.answers')}</Title>
      {sections.map((section) => (
        <Table key={section.title} aria-label={section.title} withTableBorder captionSide="top">
          <Table.Caption ta="start" fw={600} c="inherit">
            {section.title}
          </Table.Caption>
          <Table.Tbody>
            {section.rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w="45%">
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ))}
      {answers.beneficiaries.map((list) => (
        <Table key={list.title} aria-label={list.title} withTableBorder captionSide="top">
          <Table.Caption ta="start" fw={600} c="inherit">
            {list.title}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {list.table.headers.map((header) => (
                <Table.Th key={header} scope="col">
                  {header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.table.rows.map((row) => (
              <Table.Tr key={row.join('\u0000')}>
                {row.map((cell, column) => (
                  <Table.Td
                    key={list.table.headers[column]}
                    ta={list.table.align[column] === 'r' ? 'right' : undefined}
                  >
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ))}
    </Stack>
  );
}

/** The application PDF in the user's report language, downloaded through its signed link. */
function PdfButton({ application }: { application: EApplication }) {
  const { t } = useTranslation();
  const pdf = useMutation({ mutationFn: () => applicationPdf(application.id) });
  const output = pdf.data?.outputs[0];
  return (
    <Group>
      {output ? (
        <Anchor href={output.openUrl} download={output.fileName}>
          {output.fileName}
        </Anchor>
      ) : (
        <Button variant="default" loading={pdf.isPending} onClick={() => pdf.mutate()}>
          {t('eapp.list.pdf')}
        </Button>
      )}
      {pdf.isError && (
        <Text role="alert" c="red.9" size="sm">
          {pdf.error instanceof ApiError ? t(errorMessageKey(pdf.error)) : String(pdf.error)}
        </Text>
      )}
    </Group>
  );
}

/** An e-application administrator moves the application on, always saying why (decision 0060). */
function StatusChange({ application }: { application: EApplication }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [done, setDone] = useState('');
  const form = useStatusChange(application.id, application.status, (saved, message) => {
    queryClient.setQueryData(applicationQuery(application.id).queryKey, saved);
    setDone(message);
  });
  return (
    <form
      aria-label={t('eapp.status.change')}
      onSubmit={(event) => {
        event.preventDefault();
        setDone('');
        form.change.mutate();
      }}
    >
      <Stack gap="sm" maw={520}>
        <Title order={3}>{t('eapp.status.change')}</Title>
        <StatusChangeFields form={form}>
          <Text role="status" size="sm">
            {done}
          </Text>
        </StatusChangeFields>
      </Stack>
    </form>
  );
}
