import { shopPathOf } from '@contract/paths';
import type { DayReport, DayReportQuery } from '@contract/day-report';
import { request } from '@/shared/api/client';
import type { ShopScope } from '@/shared/session/scope';

export type ReportDays = Required<DayReportQuery>;

const reportOf = (scope: ShopScope) => `${shopPathOf('ordering', scope)}/day-report`;

export function fetchDayReport(scope: ShopScope, days: ReportDays): Promise<DayReport> {
  return request<DayReport>('GET', reportOf(scope), { query: days });
}

/** The range's orders as the server writes them for Excel (UTF-8 with BOM, semicolons). */
export function fetchDayReportCsv(scope: ShopScope, days: ReportDays): Promise<Blob> {
  return request<Blob>('GET', `${reportOf(scope)}/orders.csv`, { query: days, accept: 'blob' });
}
