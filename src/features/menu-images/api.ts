import type { ImageChanged } from '@contract/menu';
import { request } from '@/shared/api/client';
import { menuBaseOf } from '@/shared/menu/scope';
import type { ShopScope } from '@/shared/session/scope';
import type { ImageTarget } from '@/shared/menu/events';

/** Which image an upload replaces: a category's or a product's photo, or the account's cover. */

export const targetKeyOf = (target: ImageTarget): string => (target.kind === 'cover' ? 'cover' : `${target.kind}:${target.id}`);

function pathOf(scope: ShopScope, target: ImageTarget): string {
  switch (target.kind) {
    case 'itemGroup':
      return `${menuBaseOf(scope)}/item-groups/${target.id}/image`;
    case 'item':
      return `${menuBaseOf(scope)}/items/${target.id}/image`;
    case 'cover':
      return `/menu/accounts/${scope.accountId}/images/brand`;
  }
}

/** Spec 5: a form with a 'file' entry that is the JPEG. */
export function uploadImage(scope: ShopScope, target: ImageTarget, jpeg: Blob): Promise<ImageChanged> {
  const form = new FormData();
  form.append('file', jpeg, target.kind === 'cover' ? 'capa.jpg' : 'foto.jpg');
  return request<ImageChanged>('PUT', pathOf(scope, target), { body: form });
}
