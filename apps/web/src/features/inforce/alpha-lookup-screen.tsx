import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AlphaLookupRow } from '@portal/contracts/inforce';
import { NAME_PART_MAX } from '@portal/contracts/inforce';
import { controlItem, controlItemMap, type FormValues } from '@portal/domain/fields/control-item';
import { FIELD_MESSAGES } from '@portal/domain/fields/messages';
import { formatIsoDate } from '@portal/domain/inforce/display';
import { productLabel } from '@portal/domain/labels/products';
import { POLICY_STATUSES } from '@portal/domain/labels/statuses';
import { labelIn } from '@portal/domain/labels/table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AlertBanner, type AlertType, Spinner, TextField, useFieldForm } from '@/components/fields';
import { type ResultColumn, ResultsTable } from '@/components/fields/results-table';
import { ApiError } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { alphaLookup } from './api';
import { useInforceWords } from './words';

/** Spec 9: alerts go after 5000 ms. */
const ALERT_MS = 5000;

const NAME_ITEMS = controlItemMap(
  ['firstName', 'middleName', 'lastName'].map((name) =>
    controlItem(name, 'text', { maxLength: NAME_PART_MAX }),
  ),
);

/** A result row, stored with its node expanded (spec 4: "each node expanded"). */
type ResultRow = AlphaLookupRow & { expanded: true };

/**
 * /inforce/alphalookup: policies by the names on them (spec 4 and 8). The form is not saved;
 * a row opens its policy in policyLookup.
 */
export default function AlphaLookupScreen() {
  const { t, translate, locale, language } = useInforceWords();
  const { user } = useSession();
  const navigate = useNavigate();
  const catalogue = useMemo(
    () => ({
      ...FIELD_MESSAGES[language],
      'firstName-caption': t('inforce.alpha.firstName'),
      'middleName-caption': t('inforce.alpha.middleName'),
      'lastName-caption': t('inforce.alpha.lastName'),
    }),
    [t, language],
  );
  const form = useFieldForm({
    formName: 'alphalookup',
    items: NAME_ITEMS,
    catalogue,
    language,
    initialValues: { firstName: '', middleName: '', lastName: '' },
  });
  const [rows, setRows] = useState<ResultRow[]>([]);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<{ type: AlertType; text: string } | null>(null);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert]);
  useEffect(() => () => pending.current?.abort(), []);

  const search = async (values: FormValues) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setAlert(null);
    setBusy(true);
    try {
      const found = await alphaLookup(
        {
          firstName: String(values.firstName ?? ''),
          middleName: String(values.middleName ?? ''),
          lastName: String(values.lastName ?? ''),
        },
        user,
        controller.signal,
      );
      if (controller.signal.aborted) return;
      const [first] = found;
      if (first?.errorCode === 2) {
        setRows([]);
        setAlert({ type: 'Secondary', text: first.errorMessage });
      } else {
        setRows(found.map((row) => ({ ...row, expanded: true })));
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      setRows([]);
      setAlert({
        type: 'Error',
        text: error instanceof ApiError ? error.message : t('inforce.errors.request'),
      });
    } finally {
      if (!controller.signal.aborted) setBusy(false);
    }
  };

  // Who first (name, city, date of birth, role), then the policy: the columns a servicing rep
  // tells people apart by fit at 1366 px without scrolling (issue 15 §5).
  const columns: ResultColumn<ResultRow>[] = [
    {
      key: 'name',
      header: t('inforce.alpha.columns.name'),
      width: 200,
      cell: (row) =>
        [row.lastName, [row.firstName, row.middleName].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', '),
    },
    {
      key: 'city',
      header: t('inforce.alpha.columns.city'),
      width: 170,
      cell: (row) => [row.city, row.province].filter(Boolean).join(', '),
    },
    {
      key: 'dateOfBirth',
      header: t('inforce.alpha.columns.dateOfBirth'),
      width: 120,
      cell: (row) => (row.dateOfBirth ? formatIsoDate(row.dateOfBirth, 'short', locale) : ''),
    },
    {
      key: 'role',
      header: t('inforce.alpha.columns.role'),
      width: 100,
      cell: (row) => (row.role ? t(`inforce.alpha.roles.${row.role}`) : ''),
    },
    {
      key: 'policyNumber',
      header: t('inforce.alpha.columns.policyNumber'),
      width: 110,
      cell: (row) => (
        <Anchor
          component="button"
          type="button"
          aria-label={t('inforce.alpha.open', { policyNumber: row.policyNumber })}
          onClick={() =>
            navigate('/inforce/policyLookup', { state: { policyNumber: row.policyNumber } })
          }
        >
          {row.policyNumber}
        </Anchor>
      ),
    },
    {
      key: 'status',
      header: t('inforce.alpha.columns.status'),
      width: 190,
      cell: (row) =>
        labelIn(POLICY_STATUSES, row.policyStatusCode, language, row.policyStatusDescription),
    },
    {
      key: 'product',
      header: t('inforce.alpha.columns.product'),
      width: 200,
      // The row carries the product's English name, which the label table answers to.
      cell: (row) => productLabel('', language, row.prodName),
    },
    {
      key: 'policyType',
      header: t('inforce.alpha.columns.policyType'),
      width: 150,
      cell: (row) => translate(`enums.policyType.${row.policyType}`),
    },
  ];

  return (
    <Stack gap="md">
      <form
        noValidate
        aria-label={t('inforce.alpha.title')}
        onSubmit={(event) => {
          event.preventDefault();
          form.submit({ onSubmit: (values) => void search(values) });
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextField {...form.field('lastName')} autoComplete="off" />
          <TextField {...form.field('firstName')} autoComplete="off" />
          <TextField {...form.field('middleName')} autoComplete="off" />
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt={4}>
          {t('inforce.alpha.help')}
        </Text>
        <Group mt="sm">
          <Button type="submit" loading={busy}>
            {t('inforce.alpha.submit')}
          </Button>
        </Group>
      </form>
      {alert && (
        <AlertBanner type={alert.type} onClose={() => setAlert(null)}>
          {alert.text}
        </AlertBanner>
      )}
      {busy && <Spinner label={t('inforce.alpha.searching')} />}
      {rows.length > 0 && (
        <Stack gap="xs">
          <Text role="status">{t('inforce.alpha.resultCount', { count: rows.length })}</Text>
          <ResultsTable
            label={t('inforce.alpha.results')}
            columns={columns}
            rows={rows}
            rowKey={(row) => `${row.policyNumber}-${row.role}-${row.lastName}-${row.firstName}`}
            frozenColumns={1}
            height={Math.min(480, 64 + rows.length * 42)}
          />
        </Stack>
      )}
    </Stack>
  );
}
