import { shopPathOf } from '@contract/paths';
import type { TableCall, TableCallList } from '@contract/calls';
import { request } from '@/shared/api/client';
import type { ShopScope } from '@/shared/session/scope';

const callsPath = (scope: ShopScope) => `${shopPathOf('ordering', scope)}/calls`;

/** The calls not yet done, oldest first, then those done in the last hour. */
export function fetchCalls(scope: ShopScope): Promise<TableCallList> {
  return request<TableCallList>('GET', callsPath(scope));
}

/** 'Vou atender': the first claim wins; a later one answers 409 'call_claimed', naming who took it. */
export function claimCall(scope: ShopScope, id: number): Promise<TableCall> {
  return request<TableCall>('PUT', `${callsPath(scope)}/${id}/claimed`);
}

/** 'Concluir'. */
export function finishCall(scope: ShopScope, id: number): Promise<TableCall> {
  return request<TableCall>('PUT', `${callsPath(scope)}/${id}/done`);
}
