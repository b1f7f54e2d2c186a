// POST /api/DataReportLists (spec 7): the in-force reports' filters, from the in-force data the
// user may see. The in-force documents name no denomination, so that list is empty
// (decision 0054) rather than invented.
import type { DataReportListsResponse } from '@portal/contracts/data-reports';
import type { DataReportScope } from '@portal/domain/reports/data-reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { policyScope, select } from './common';

export async function dataReportLists(
  db: Db,
  scope: DataReportScope,
  lang: 'en' | 'fr',
): Promise<DataReportListsResponse> {
  const churches = await select<{ name: string; city: string; province: string }>(
    db,
    sql`select distinct p.church_name as name, p.church_city as city,
        p.church_province as province
      from inforce_policies p
      where p.church_name <> '' and ${policyScope(scope)}
      order by 1, 2, 3`,
  );
  const statuses = await select<{ code: string; en: string; fr: string }>(
    db,
    sql`select s.policy_status_code as code, s.policy_status_description as en,
        s.policy_status_description_fr as fr
      from policy_statuses s
      where exists (select 1 from inforce_policies p
        where p.policy_status_code = s.policy_status_code and ${policyScope(scope)})
      order by 1`,
  );
  return {
    churchList: churches.map((c, i) => ({
      churchNumber: i + 1,
      churchName: c.name,
      churchCity: c.city,
      churchProvince: c.province,
    })),
    policyStatusList: statuses.map((s) => ({
      policyStatusCode: s.code,
      policyStatusDescription: lang === 'fr' ? s.fr : s.en,
    })),
    denominationList: [],
  };
}
