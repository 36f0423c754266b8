import { shopPathOf } from '@contract/paths';
import type { History } from '@contract/history';
import { request } from '@/shared/api/client';
import type { ShopScope } from '@/shared/session/scope';
import type { HistorySubject } from './rules';

/** The 'Histórico' of one of the shop's orders or comandas, oldest first. */
export function fetchHistory(scope: ShopScope, { kind, id }: HistorySubject): Promise<History> {
  return request<History>('GET', `${shopPathOf('ordering', scope)}/${kind === 'order' ? 'orders' : 'invoices'}/${id}/history`);
}
