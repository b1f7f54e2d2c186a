import { Alert, Loader, Tabs, Text } from '@mantine/core';
import { type EAppFormBody, emptyEAppFormBody } from '@portal/contracts/eapplication';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { eappDraftQuery, eappItemsQuery, eappSettingsQuery } from './api';
import { ApplicationDetail } from './application-detail';
import { ApplicationForm } from './application-form';
import { ApplicationsList, openButtonId } from './applications-list';
import { readStoredApplication } from './storage';

/**
 * /eapplication: the application (from this tab's session storage 'eAppFormData', which
 * "Apply" on an illustration fills; else the draft kept on the server; else a fresh one with
 * the agent's e-app settings), and the applications list.
 */
export default function EApplicationScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // '?application=<id>' opens one application (a link that can be kept or shared).
  const [params, setParams] = useSearchParams();
  const opened = params.get('application');
  const [tab, setTab] = useState<string | null>(opened ? 'applications' : 'application');
  const [closed, setClosed] = useState<string | null>(null);
  const open = (id: string) => setParams({ application: id });
  const back = () => {
    setClosed(opened);
    setParams({});
  };
  // Back on the list, the focus returns to the application's own Open button.
  useEffect(() => {
    if (opened || !closed) return;
    document.getElementById(openButtonId(closed))?.focus();
  });
  const [stored] = useState(() => readStoredApplication());
  const draft = useQuery({ ...eappDraftQuery, enabled: stored === null });
  const settings = useQuery(eappSettingsQuery);
  const items = useQuery(eappItemsQuery);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  if ((stored === null && draft.isPending) || settings.isPending || items.isPending)
    return (
      <Text role="status">
        <Loader size="xs" aria-hidden="true" /> {t('app.loading')}
      </Text>
    );
  const fresh = (): EAppFormBody => ({
    ...emptyEAppFormBody(),
    province: settings.data?.defaultProvince ?? 'ON',
    premiumMode: settings.data?.defaultPaymentMode ?? 'Monthly',
  });
  // The draft's engine input was checked by the server when it was kept.
  const kept = (draft.data?.form ?? null) as EAppFormBody | null;
  const initial = generation > 0 ? fresh() : (stored ?? kept ?? fresh());
  return (
    <Tabs value={tab} onChange={setTab}>
      <Tabs.List>
        <Tabs.Tab value="application">{t('eapp.newApplication')}</Tabs.Tab>
        <Tabs.Tab value="applications">{t('eapp.list.title')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="application" pt="md">
        {submitted && (
          <Alert variant="default" color="green.9" role="status" mb="md">
            {t('eapp.submitted', { number: submitted })}
          </Alert>
        )}
        <ApplicationForm
          key={generation}
          initial={initial}
          items={items.data}
          onSubmitted={(number) => {
            setSubmitted(number);
            setGeneration((n) => n + 1);
            void queryClient.invalidateQueries({ queryKey: ['eapp', 'list'] });
          }}
        />
      </Tabs.Panel>
      <Tabs.Panel value="applications" pt="md">
        {opened ? (
          <ApplicationDetail key={opened} id={opened} onBack={back} />
        ) : (
          <ApplicationsList onOpen={open} />
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
