import { Stack } from '@mantine/core';
import { BatchList } from './batch-list';
import { InforceForm } from './inforce-form';

/** /inforce/batch (decision 0086): policies projected and reported in one batch, and the user's batches. */
export default function InforceBatchScreen() {
  return (
    <Stack gap="lg">
      <InforceForm />
      <BatchList kind="inforce" />
    </Stack>
  );
}
