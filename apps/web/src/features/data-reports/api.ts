// The data-reports screen's calls (platform spec 7; issue 18): the reports this user may run,
// one report run, its workbook's download, and the remembered range (POST /users/update).
import {
  DATA_REPORT_PATHS,
  DATA_REPORT_SCALARS,
  type DataReportListsResponse,
  type DataReportResult,
  type DataReportsResponse,
} from '@portal/contracts/data-reports';
import type { User } from '@portal/contracts/user';
import type { DataReportGroup } from '@portal/domain/reports/data-reports';
import { http } from '@/lib/http';

export const DATA_REPORTS_KEY = ['dataReports'] as const;

export function fetchDataReports(username: string): Promise<DataReportsResponse> {
  return http.request<DataReportsResponse>('/api/DataReports', {
    method: 'POST',
    body: { user: { username } },
  });
}

/** The in-force reports' filters (spec 7), from the in-force data the user may see. */
export function fetchDataReportLists(username: string): Promise<DataReportListsResponse> {
  return http.request<DataReportListsResponse>('/api/DataReportLists', {
    method: 'POST',
    body: { user: { username } },
  });
}

/** The in-force filters a run sends; '' is no filter. */
export interface InforceFilters {
  policyStatusCode: string;
  churchName: string;
}

/** Spec 7: dates at midday UTC, shown day/month/year; Store in Excel as 1 or 0. */
export function runDataReport(
  group: DataReportGroup,
  report: { reportNumber: number; reportName: string },
  range: { from: string; to: string; excel: boolean; username: string },
  /** Only the in-force reports read them (decision 0054). */
  filters?: InforceFilters,
): Promise<DataReportResult> {
  return http.request<DataReportResult>(DATA_REPORT_PATHS[group], {
    method: 'POST',
    body: {
      user: { username: range.username },
      reportScalarItems: [
        {
          name: DATA_REPORT_SCALARS.start,
          dataType: 'Date',
          value: `${range.from}T12:00:00Z`,
          format: 'dd/MM/yyyy',
        },
        {
          name: DATA_REPORT_SCALARS.end,
          dataType: 'Date',
          value: `${range.to}T12:00:00Z`,
          format: 'dd/MM/yyyy',
        },
        { name: DATA_REPORT_SCALARS.excel, dataType: 'Boolean', value: range.excel ? 1 : 0 },
      ],
      reportID: '',
      reportNumber: report.reportNumber,
      reportName: report.reportName,
      ...(filters ?? {}),
    },
  });
}

/** The user's report range, kept in their form data (spec 3: dtBIReportsStartDate/EndDate). */
export function saveRange(username: string, from: string, to: string): Promise<User> {
  return http.request<User>('/users/update', {
    method: 'POST',
    body: { username, formData: { dtBIReportsStartDate: from, dtBIReportsEndDate: to } },
  });
}

/** The workbook (GET /DB/{dir}/{file}) with the session's headers, saved under its name. */
export { saveOutput as saveWorkbook } from '@/lib/download';
