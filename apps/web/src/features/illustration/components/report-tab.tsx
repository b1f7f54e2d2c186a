import { Fieldset, Stack } from '@mantine/core';
import type { IllustrationInputBody, ProductSetup } from '@portal/contracts/illustration';
import type { SharedOwnershipData } from '@portal/contracts/shared-ownership';
import { reportFormDataFromForm } from '@portal/domain/reports/form-data';
import { useTranslation } from 'react-i18next';
import { ReportActions, type ReportActionsProps } from '@/components/report-actions';
import { useFormState } from '../form-context';
import { reportReadiness } from '../form-model';
import { ReportPages } from './report-pages';

/**
 * The Report tab: the pages and concepts to print (platform spec 3) and, under them, the
 * report buttons (issue 8) for the case as the form holds it.
 */
export function ReportTab({
  product,
  issueAge,
  errorCount,
  input,
  problemCount,
  sharedData,
  reportLanguage,
  tracking,
}: {
  product: ProductSetup | undefined;
  issueAge: number | null;
  /** Errors the form has (listed at its top): the report waits for them. */
  errorCount: number;
  /** The engine's input, or null while the case cannot be priced. */
  input: IllustrationInputBody | null;
  /** The engine input checks that failed (none when it could be built). */
  problemCount: number;
  sharedData: SharedOwnershipData | null;
  reportLanguage: ReportActionsProps['reportLanguage'];
  /** The report events the data reports count (decision 0078). */
  tracking: ReportActionsProps['tracking'];
}) {
  const { t } = useTranslation();
  const { values } = useFormState();
  return (
    <Stack gap="md">
      <ReportPages
        product={product}
        issueAge={issueAge}
        errorCount={errorCount}
        priced={input !== null}
      />
      <Fieldset legend={t('reports.run.title')}>
        <ReportActions
          disabled={
            !input ||
            errorCount > 0 ||
            problemCount > 0 ||
            reportReadiness(values, product).length > 0
          }
          reportLanguage={reportLanguage}
          tracking={tracking}
          buildPayload={() =>
            input && {
              reportName: 'illustration',
              insuranceData: input,
              reportLanguage,
              formData: {
                ...reportFormDataFromForm(values),
                // Chosen by chkSharedOwnership once finished: the server computes the
                // section's values from the data itself (issue 21 §3).
                ...(sharedData?.finished && values.chkSharedOwnership === true
                  ? { sharedOwnership: sharedData }
                  : {}),
              },
            }
          }
        />
      </Fieldset>
    </Stack>
  );
}
