import { shopPathOf } from '@contract/paths';
import type { DayReport, DayReportQuery } from '@contract/day-report';
import { request } from '@/shared/api/client';
import type { ShopScope } from '@/shared/session/scope';

export type ReportDays = Required<DayReportQuery>;

const reportOf = (scope: ShopScope) => `${shopPathOf('ordering', scope)}/day-report`;

export function fetchDayReport(scope: ShopScope, days: ReportDays): Promise<DayReport> {
  return request<DayReport>('GET', reportOf(scope), { query: days });
}

/** 'Exportar CSV' downloads the range's orders and payments; 'Exportar fechamentos' its till closings. */
export type CsvKind = 'orders' | 'tills';

/** A spreadsheet of the range as the server writes it for Excel (UTF-8 with BOM, semicolons). */
export function fetchDayReportCsv(scope: ShopScope, days: ReportDays, kind: CsvKind = 'orders'): Promise<Blob> {
  return request<Blob>('GET', `${reportOf(scope)}/${kind}.csv`, { query: days, accept: 'blob' });
}
