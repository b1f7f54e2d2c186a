import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ProductSetups, StoredControlItemMap } from '@portal/contracts/fields';
import {
  allocationTotalThousandths,
  SHARED_FORMS,
  SHARED_ITEMS,
  SHARED_PRODUCT_ID,
  SHARED_SETUP_WAIT_MS,
  type SharedOwnershipData,
  type SharedSection,
  sharedDefaults,
} from '@portal/contracts/shared-ownership';
import type { FieldValue } from '@portal/domain/fields/control-item';
import { formSummary } from '@portal/domain/fields/message-text';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/components/dialog/app-dialog';
import {
  type FieldForm,
  FormSummary,
  fieldCatalogue,
  formItems,
  Spinner,
  useFieldForm,
} from '@/components/fields';
import { http } from '@/lib/http';
import { currentLanguage } from '@/lib/i18n';
import {
  BeneficiariesPage,
  PersonalInfoPage,
  PremiumAllocationPage,
  ProductSelectionPage,
} from './form-pages';
import { Slide, type SlideKey } from './slides';

export const SETUP_QUERY_KEY = ['productSetups', SHARED_PRODUCT_ID] as const;

/**
 * Spec 2.8: on open the setup items of product 602 are loaded; when they are not there yet
 * (nothing in the cache) the slideshow waits 3 seconds first, then asks for them.
 */
function useSharedSetup(opened: boolean) {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!opened) {
      setAsked(false);
      return;
    }
    if (queryClient.getQueryData(SETUP_QUERY_KEY) !== undefined) {
      setAsked(true);
      return;
    }
    const timer = setTimeout(() => setAsked(true), SHARED_SETUP_WAIT_MS);
    return () => clearTimeout(timer);
  }, [opened, queryClient]);
  return useQuery({
    queryKey: SETUP_QUERY_KEY,
    queryFn: ({ signal }) =>
      http.request<ProductSetups>(`/api/allSetups/${SHARED_PRODUCT_ID}`, { signal }),
    enabled: asked,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** A section's starting values: the spec's defaults under what was entered before. */
function sectionValues(
  section: SharedSection,
  initial: Readonly<Record<string, FieldValue>> | null,
): Record<string, FieldValue> {
  const defaults = sharedDefaults()[section];
  const values: Record<string, FieldValue> = { ...defaults };
  for (const name of Object.keys(defaults)) {
    const kept = initial?.[name];
    if (typeof kept === 'string' || typeof kept === 'boolean') values[name] = kept;
  }
  return values;
}

/** One section's form: its control items (formName per section) and the field engine. */
function useSection(
  section: SharedSection,
  context: {
    all: StoredControlItemMap;
    catalogue: ReturnType<typeof fieldCatalogue>;
    language: 'en' | 'fr';
    initial: Readonly<Record<string, FieldValue>> | null;
  },
): FieldForm {
  const { all, catalogue, language, initial } = context;
  const items = useMemo(
    () => formItems(all, SHARED_FORMS[section], language),
    [all, section, language],
  );
  return useFieldForm({
    formName: SHARED_FORMS[section],
    items,
    catalogue,
    language,
    initialValues: sectionValues(section, initial),
  });
}

/** One step of the dialog: a read-only slide, or one section's form. */
export type SharedStep = { readonly slide: SlideKey } | { readonly section: SharedSection };

export interface SharedDialogProps {
  opened: boolean;
  /** What was entered the last time (kept with the illustration), or null. */
  initial: Readonly<Record<string, FieldValue>> | null;
  /** The server's control items (a developer's edits), over the seeded ones. */
  storedItems: StoredControlItemMap | undefined;
  /** Cancel (the X, the button or Escape) and Finish both hand out the merged data. */
  onExit: (data: SharedOwnershipData) => void;
}

/**
 * What the slideshow and the wizard share (platform spec 2.8): the modal dialog, its steps in
 * order with the position announced ('Page n of 17' or 'Step n of total'), Back (disabled on
 * the first), Next (Finish on the last), Cancel (X, button or Escape); the four sections'
 * control items checked by the field engine, Next disabled while the step's form has errors;
 * and on Cancel or Finish the four sections merged flat with the form name and the flag.
 */
export function SharedStepper({
  opened,
  initial,
  storedItems,
  onExit,
  steps,
  counter,
}: SharedDialogProps & {
  steps: readonly SharedStep[];
  /** The position's words: 'page' (slideshow) or 'step' (wizard). */
  counter: 'page' | 'step';
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [page, setPage] = useState(0);
  const headingId = useId();
  const setup = useSharedSetup(opened);
  useEffect(() => {
    if (opened) setPage(0);
  }, [opened]);

  const all = useMemo<StoredControlItemMap>(
    () => ({
      ...Object.fromEntries(SHARED_ITEMS.map((item) => [item.fieldName, item])),
      ...storedItems,
    }),
    [storedItems],
  );
  const catalogue = useMemo(() => fieldCatalogue(all, language), [all, language]);
  const context = { all, catalogue, language, initial };
  const forms: Record<SharedSection, FieldForm> = {
    personalInfo: useSection('personalInfo', context),
    beneficiaryDesignations: useSection('beneficiaryDesignations', context),
    productSelection: useSection('productSelection', context),
    premiumAllocation: useSection('premiumAllocation', context),
  };

  const step = steps[page];
  const section = step && 'section' in step ? step.section : undefined;
  const form = section ? forms[section] : null;
  const allocation = allocationTotalThousandths(forms.productSelection.values);
  const extraErrors =
    section === 'productSelection' && allocation !== 100_000
      ? [
          {
            name: 'txtSharedFundSelectionAllocationPercent1',
            field: '',
            message: t('sharedOwnership.allocationTotal', {
              total: new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA').format(
                allocation / 1000,
              ),
            }),
          },
        ]
      : [];
  const errors = form ? [...form.errorList, ...extraErrors] : [];
  const formReady = setup.isSuccess;
  const blocked = form !== null && (!formReady || errors.length > 0);
  const total = steps.length;
  const last = page === total - 1;

  const exit = (finished: boolean) => {
    onExit({
      ...forms.personalInfo.values,
      ...forms.beneficiaryDesignations.values,
      ...forms.productSelection.values,
      ...forms.premiumAllocation.values,
      formName: 'sharedOwnership',
      finished,
    } as SharedOwnershipData);
  };
  const next = () => {
    if (blocked) return;
    if (last) {
      exit(true);
      return;
    }
    // Row 1 of the beneficiaries defaults to the company (spec 3), once it is named.
    const company = String(forms.personalInfo.values.txtCompanyName ?? '');
    if (
      section === 'personalInfo' &&
      company &&
      forms.beneficiaryDesignations.values.txtSharedBeneficiaryName1 === ''
    )
      forms.beneficiaryDesignations.setValue('txtSharedBeneficiaryName1', company);
    setPage(page + 1);
  };

  const slide = step && 'slide' in step ? step.slide : undefined;
  return (
    <AppDialog
      opened={opened}
      onClose={() => exit(false)}
      title={t('sharedOwnership.title')}
      closeLabel={t('sharedOwnership.close')}
      size="xl"
    >
      <Stack gap="md">
        <Text size="sm" role="status" aria-live="polite" aria-atomic="true">
          {counter === 'page'
            ? t('sharedOwnership.page', { page: page + 1, total })
            : t('sharedOwnership.step', { step: page + 1, total })}
        </Text>
        <section aria-labelledby={headingId}>
          {form && !formReady ? (
            setup.isError ? (
              <Alert variant="default" color="red.9" role="alert">
                {t('sharedOwnership.setupFailed')}
              </Alert>
            ) : (
              <Spinner label={t('sharedOwnership.loadingSetup')} />
            )
          ) : section === 'personalInfo' ? (
            <PersonalInfoPage
              form={forms.personalInfo}
              headingId={headingId}
              title={counter === 'step' ? t('sharedOwnership.basicInformation') : undefined}
            />
          ) : section === 'beneficiaryDesignations' ? (
            <BeneficiariesPage form={forms.beneficiaryDesignations} headingId={headingId} />
          ) : section === 'productSelection' ? (
            <ProductSelectionPage form={forms.productSelection} headingId={headingId} />
          ) : section === 'premiumAllocation' ? (
            <PremiumAllocationPage form={forms.premiumAllocation} headingId={headingId} />
          ) : slide ? (
            <Slide slide={slide} headingId={headingId} />
          ) : null}
        </section>
        {form && formReady && (
          <FormSummary summary={formSummary(errors.length, catalogue, language)} errors={errors} />
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={() => exit(false)}>
            {t('sharedOwnership.cancel')}
          </Button>
          <Group>
            <Button variant="default" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('sharedOwnership.back')}
            </Button>
            <Button onClick={next} disabled={blocked}>
              {last ? t('sharedOwnership.finish') : t('sharedOwnership.next')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </AppDialog>
  );
}
