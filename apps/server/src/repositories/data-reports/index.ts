// The 24 data-report queries by report key (decision 0054): one file per group.
import type { DataReportKey } from '@portal/domain/reports/data-reports';
import { ADMIN_QUERIES } from './admin';
import type { DataTable, RangeQuery } from './common';
import { ILLUSTRATION_QUERIES } from './illustration';
import { INFORCE_QUERIES } from './inforce';
import { PROQUOTE_QUERIES } from './proquote';

export const DATA_REPORT_QUERIES: Readonly<
  Record<DataReportKey, (q: RangeQuery) => Promise<DataTable>>
> = {
  ...PROQUOTE_QUERIES,
  ...ILLUSTRATION_QUERIES,
  ...INFORCE_QUERIES,
  ...ADMIN_QUERIES,
};

export type { DataCell, DataColumn, DataTable, RangeQuery } from './common';
export { instant } from './common';
