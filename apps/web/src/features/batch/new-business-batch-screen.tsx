import { Stack } from '@mantine/core';
import { BatchList } from './batch-list';
import { CensusColumns } from './census-columns';
import { CensusForm } from './census-form';

/** /illustration/batch (decision 0086): a census illustrated row by row, and the user's batches. */
export default function NewBusinessBatchScreen() {
  return (
    <Stack gap="lg">
      <CensusForm />
      <CensusColumns />
      <BatchList kind="newBusiness" />
    </Stack>
  );
}
