import { Box, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ProjectionYear, projectCapital } from '@portal/domain/needs/capital';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertBanner,
  CheckField,
  FieldButton,
  FieldGroup,
  FieldTabs,
  FormSummary,
  MoneyField,
  MultiCheckField,
  NumberField,
  PercentField,
  PillField,
  RadioField,
  SelectField,
  SubmitTextField,
  TextareaField,
  TextField,
  TileField,
} from '@/components/fields';
import { DateField } from '@/components/fields/date-field';
import { type ResultColumn, ResultsTable } from '@/components/fields/results-table';
import { formatMoney } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { ItemCard } from './item-card';
import {
  type GalleryForm,
  useAnonymousGalleryForm,
  useSignedInGalleryForm,
} from './use-gallery-form';

/** /template (issue 22): every building block of platform spec 2.11, live, with its item. */
export default function GalleryScreen() {
  const { user } = useSession();
  return user ? <SignedIn /> : <Anonymous />;
}

function SignedIn() {
  return <Gallery form={useSignedInGalleryForm()} />;
}

function Anonymous() {
  return <Gallery form={useAnonymousGalleryForm()} />;
}

// The worked example of decision 0067 ($100,000 drawn $10,000 a year indexed 2 %, 5 % return):
// computed by the domain, not typed in, so the table shows real figures.
const EXAMPLE_ROWS = projectCapital(10_000_000, 1_000_000, 12, 200, 500);

function Block({
  title,
  names,
  form,
  children,
}: {
  title: string;
  names: readonly string[];
  form: GalleryForm;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="sm">{children}</Stack>
        <Stack gap="xs">
          {names.map((name) => (
            <ItemCard key={name} item={form.items[name]} />
          ))}
        </Stack>
      </SimpleGrid>
    </Box>
  );
}

function Gallery({ form }: { form: GalleryForm }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [clicks, setClicks] = useState(0);
  const [submitted, setSubmitted] = useState('');
  const [checked, setChecked] = useState(false);
  const f = form.field;
  const value = (name: string) => {
    const v = form.values[name];
    return Array.isArray(v) ? v.join('|') : String(v ?? '');
  };
  const money = (cents: number) => formatMoney(cents, language);
  const columns: ResultColumn<ProjectionYear>[] = [
    { key: 'year', header: t('gallery.year'), cell: (row) => row.year, align: 'right', width: 80 },
    ...(['start', 'withdrawal', 'growth', 'end'] as const).map((key) => ({
      key,
      header: t(`gallery.${key}`),
      cell: (row: ProjectionYear) => money(row[key]),
      align: 'right' as const,
      width: 180,
    })),
  ];
  const button = form.items.btnTemplateDelay;
  const tabItem = form.items.tabTemplateDisabled;

  return (
    <Stack gap="xl">
      <Text>{t('gallery.intro')}</Text>
      <Block title={t('gallery.sections.buttons')} names={['btnTemplateDelay']} form={form}>
        {button && (
          <FieldButton
            item={button}
            formName={form.formName}
            onClick={() => setClicks((n) => n + 1)}
          >
            {f('btnTemplateDelay').label}
          </FieldButton>
        )}
        <Text size="sm" role="status">
          {t('gallery.clicks', { count: clicks })}
        </Text>
      </Block>
      <Block title={t('gallery.sections.checks')} names={['chkTemplateConsent']} form={form}>
        <CheckField {...f('chkTemplateConsent')} />
      </Block>
      <Block title={t('gallery.sections.radios')} names={['rdoTemplateProvince']} form={form}>
        <RadioField {...f('rdoTemplateProvince')} />
      </Block>
      <Block title={t('gallery.sections.pills')} names={['rdoTemplateSmoker']} form={form}>
        <PillField {...f('rdoTemplateSmoker')} />
      </Block>
      <Block title={t('gallery.sections.tiles')} names={['rdoTemplateFrequency']} form={form}>
        <TileField {...f('rdoTemplateFrequency')} columns={2} />
      </Block>
      <Block title={t('gallery.sections.select')} names={['cboTemplateFrequency']} form={form}>
        <SelectField {...f('cboTemplateFrequency')} asModal />
        <Text size="sm">{t('gallery.value', { value: value('cboTemplateFrequency') })}</Text>
      </Block>
      <Block title={t('gallery.sections.selectOne')} names={['cboTemplateOnlyOne']} form={form}>
        <Text size="sm">{t('gallery.selectOneNote')}</Text>
        <SelectField {...f('cboTemplateOnlyOne')} />
      </Block>
      <Block title={t('gallery.sections.date')} names={['dtTemplateDate']} form={form}>
        <DateField {...f('dtTemplateDate')} />
      </Block>
      <Block
        title={t('gallery.sections.masked')}
        names={[
          'txtTemplatePhone',
          'txtTemplatePostalCode',
          'txtTemplateZip',
          'txtTemplateSin',
          'txtTemplateSsn',
          'txtTemplateName',
          'txtTemplateUpper',
          'txtTemplateEmail',
        ]}
        form={form}
      >
        <TextField {...f('txtTemplatePhone')} />
        <TextField {...f('txtTemplatePostalCode')} />
        <TextField {...f('txtTemplateZip')} />
        <TextField {...f('txtTemplateSin')} />
        <TextField {...f('txtTemplateSsn')} />
        <TextField {...f('txtTemplateName')} />
        <TextField {...f('txtTemplateUpper')} />
        <TextField {...f('txtTemplateEmail')} />
      </Block>
      <Block
        title={t('gallery.sections.numbers')}
        names={['txtTemplateAge', 'txtTemplateAmount', 'txtTemplateRate']}
        form={form}
      >
        <NumberField {...f('txtTemplateAge')} />
        <MoneyField {...f('txtTemplateAmount')} />
        <PercentField {...f('txtTemplateRate')} />
      </Block>
      <Block title={t('gallery.sections.textarea')} names={['txtTemplateNotes']} form={form}>
        <TextareaField {...f('txtTemplateNotes')} />
      </Block>
      <Block title={t('gallery.sections.multiCheck')} names={['mchTemplateRiders']} form={form}>
        <MultiCheckField {...f('mchTemplateRiders')} />
        <Text size="sm">{t('gallery.value', { value: value('mchTemplateRiders') })}</Text>
      </Block>
      <Block title={t('gallery.sections.submitText')} names={['txtTemplateSearch']} form={form}>
        <SubmitTextField
          {...f('txtTemplateSearch')}
          submitLabel={t('gallery.submit')}
          onSubmit={(text) => setSubmitted(text)}
        />
        <Text size="sm" role="status">
          {submitted ? t('gallery.submitted', { value: submitted }) : ''}
        </Text>
      </Block>
      <Block title={t('gallery.sections.tooltips')} names={['txtTemplateTooltip']} form={form}>
        <TextField {...f('txtTemplateTooltip')} />
      </Block>
      <Block title={t('gallery.sections.table')} names={[]} form={form}>
        <Text size="sm">{t('gallery.tableNote')}</Text>
        <ResultsTable
          label={t('gallery.tableLabel')}
          columns={columns}
          rows={EXAMPLE_ROWS}
          rowKey={(row) => String(row.year)}
          height={260}
        />
      </Block>
      <Block title={t('gallery.sections.groups')} names={[]} form={form}>
        <FieldGroup title={t('gallery.groupTitle')}>
          <Text size="sm">{value('txtTemplatePhone') || '—'}</Text>
          <Text size="sm">{value('txtTemplateEmail') || '—'}</Text>
        </FieldGroup>
      </Block>
      <Block title={t('gallery.sections.tabs')} names={['tabTemplateDisabled']} form={form}>
        <Text size="sm">{t('gallery.tabsNote')}</Text>
        <FieldTabs
          label={t('gallery.tabsLabel')}
          formName={form.formName}
          tabs={[
            { value: 'first', label: t('gallery.tabs.first'), content: t('gallery.tabContent') },
            {
              value: 'flagDisabled',
              label: t('gallery.tabs.flagDisabled'),
              content: '',
              disabled: true,
            },
            {
              value: 'itemDisabled',
              label: f('tabTemplateDisabled').label,
              content: '',
              item: tabItem,
            },
            { value: 'hidden', label: t('gallery.tabs.hidden'), content: '', hidden: true },
            {
              value: 'noPermission',
              label: t('gallery.tabs.noPermission'),
              content: '',
              permission: { isActive: false, isDisplayed: true },
            },
          ]}
        />
      </Block>
      <Block title={t('gallery.sections.alerts')} names={[]} form={form}>
        {(['Success', 'Error', 'Secondary'] as const).map((type) => (
          <AlertBanner key={type} type={type}>
            {t(`gallery.alertTexts.${type}`)}
          </AlertBanner>
        ))}
      </Block>
      <Block title={t('gallery.sections.summary')} names={[]} form={form}>
        <Box>
          <Button
            variant="default"
            onClick={() => {
              setChecked(true);
              form.submit({ onSubmit: () => undefined });
            }}
          >
            {t('gallery.check')}
          </Button>
        </Box>
        {checked && <FormSummary summary={form.summary} errors={form.errorList} />}
      </Block>
    </Stack>
  );
}
