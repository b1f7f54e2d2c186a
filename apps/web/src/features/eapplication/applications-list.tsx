import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  EAPP_STATUSES,
  type EApplicationSummary,
  type EAppStatus,
} from '@portal/contracts/eapplication';
import { canAdministerEapplication } from '@portal/domain/access/products';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/components/dialog/app-dialog';
import { ApiError, errorMessageKey } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { applicationPdf, applicationsQuery, type ListFilters } from './api';
import { StatusChangeFields, useStatusChange } from './status-change';

/** The id of an application's Open button, which takes the focus back from its screen. */
export const openButtonId = (id: string) => `eapp-open-${id}`;

/** The agent's applications, or every agent's for an e-application administrator. */
export function ApplicationsList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { user } = useSession();
  const admin = user ? canAdministerEapplication(user) : false;
  const [draftFilters, setDraftFilters] = useState<ListFilters>({});
  const [filters, setFilters] = useState<ListFilters>({});
  const list = useQuery(applicationsQuery(filters));
  const [changing, setChanging] = useState<EApplicationSummary | null>(null);
  const [message, setMessage] = useState('');
  const [links, setLinks] = useState<Record<string, { url: string; name: string }>>({});
  const pdf = useMutation({
    mutationFn: (item: EApplicationSummary) => applicationPdf(item.id),
    onSuccess: (result, item) => {
      const output = result.outputs[0];
      if (output)
        setLinks((previous) => ({
          ...previous,
          [item.id]: { url: output.openUrl, name: output.fileName },
        }));
    },
  });
  const statusText = (status: EAppStatus) => t(`eapp.statuses.${status}`);

  return (
    <Stack gap="sm">
      <form
        aria-label={t('eapp.list.title')}
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(draftFilters);
        }}
      >
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t('eapp.list.filterStatus')}
            value={draftFilters.status ?? ''}
            data={[
              { value: '', label: t('eapp.list.anyStatus') },
              ...EAPP_STATUSES.map((value) => ({ value, label: statusText(value) })),
            ]}
            onChange={(event) =>
              setDraftFilters({
                ...draftFilters,
                status: (event.currentTarget.value || undefined) as EAppStatus | undefined,
              })
            }
          />
          {admin && (
            <TextInput
              label={t('eapp.list.filterAgent')}
              value={draftFilters.agent ?? ''}
              maxLength={60}
              onChange={(event) =>
                setDraftFilters({ ...draftFilters, agent: event.currentTarget.value })
              }
            />
          )}
          <TextInput
            type="date"
            label={t('eapp.list.filterFrom')}
            value={draftFilters.from ?? ''}
            onChange={(event) =>
              setDraftFilters({ ...draftFilters, from: event.currentTarget.value || undefined })
            }
          />
          <TextInput
            type="date"
            label={t('eapp.list.filterTo')}
            value={draftFilters.to ?? ''}
            onChange={(event) =>
              setDraftFilters({ ...draftFilters, to: event.currentTarget.value || undefined })
            }
          />
          <Button type="submit" variant="default">
            {t('eapp.list.apply')}
          </Button>
        </Group>
      </form>
      {message && (
        <Alert variant="default" role="status">
          {message}
        </Alert>
      )}
      {list.isPending ? (
        <Text role="status">
          <Loader size="xs" aria-hidden="true" /> {t('app.loading')}
        </Text>
      ) : list.isError ? (
        <Alert variant="default" color="red.9" role="alert">
          {list.error instanceof ApiError ? t(errorMessageKey(list.error)) : String(list.error)}
        </Alert>
      ) : list.data.applications.length === 0 ? (
        <Text>{t('eapp.list.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label={admin ? t('eapp.list.all') : t('eapp.list.own')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('eapp.list.number')}</Table.Th>
                <Table.Th scope="col">{t('eapp.list.client')}</Table.Th>
                <Table.Th scope="col">{t('eapp.list.product')}</Table.Th>
                {admin && <Table.Th scope="col">{t('eapp.list.agent')}</Table.Th>}
                <Table.Th scope="col">{t('eapp.list.status')}</Table.Th>
                <Table.Th scope="col">{t('eapp.list.submittedAt')}</Table.Th>
                <Table.Th scope="col">{t('eapp.list.account')}</Table.Th>
                <Table.Th scope="col">{t('eapp.list.pdf')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.applications.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Th scope="row">
                    <Anchor
                      component="button"
                      type="button"
                      id={openButtonId(item.id)}
                      aria-label={t('eapp.list.open', { number: item.number })}
                      onClick={() => onOpen(item.id)}
                    >
                      {item.number}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>{item.clientName}</Table.Td>
                  <Table.Td>{item.productId}</Table.Td>
                  {admin && <Table.Td>{item.agentName}</Table.Td>}
                  <Table.Td>{statusText(item.status)}</Table.Td>
                  <Table.Td>
                    {formatDate(new Date(item.submittedAt), language, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </Table.Td>
                  <Table.Td>{item.accountMasked}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {links[item.id] ? (
                        <Anchor href={links[item.id]?.url} download={links[item.id]?.name}>
                          {links[item.id]?.name}
                        </Anchor>
                      ) : (
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t('eapp.list.pdfOf', { number: item.number })}
                          loading={pdf.isPending && pdf.variables?.id === item.id}
                          onClick={() => pdf.mutate(item)}
                        >
                          {t('eapp.list.pdf')}
                        </Button>
                      )}
                      {admin && (
                        <Button size="xs" variant="light" onClick={() => setChanging(item)}>
                          {t('eapp.status.change')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {changing && (
        <StatusDialog
          item={changing}
          onClose={() => setChanging(null)}
          onChanged={(text) => {
            setChanging(null);
            setMessage(text);
          }}
        />
      )}
    </Stack>
  );
}

function StatusDialog({
  item,
  onClose,
  onChanged,
}: {
  item: EApplicationSummary;
  onClose: () => void;
  onChanged: (message: string) => void;
}) {
  const { t } = useTranslation();
  const form = useStatusChange(item.id, item.status, (_saved, message) => onChanged(message));
  return (
    <AppDialog
      opened
      onClose={onClose}
      closeLabel={t('shell.dialog.close')}
      title={`${t('eapp.status.change')} – ${item.number}`}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          form.change.mutate();
        }}
      >
        <Stack gap="sm">
          <StatusChangeFields form={form} />
        </Stack>
      </form>
    </AppDialog>
  );
}
