import { IonContent, IonFab, IonFabButton, IonIcon, IonList, IonPage } from '@ionic/react';
import { add } from 'ionicons/icons';
import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { ParamsErrorPage } from '@/shared/layout/ParamsErrorPage';
import { useRouteParams } from '@/shared/routing/useRouteParams';
import { pathTo, paths } from '@/shared/routing/paths';
import { InfiniteMore } from '@/shared/menu/InfiniteMore';
import { nextOffsetOf } from '@/shared/menu/listState';
import { ListStates } from '@/shared/menu/ListStates';
import { useMenuNavigator } from '@/shared/menu/navigation';
import { CreateItemModal } from '../components/CreateItemModal';
import { ITEMS_LOAD_FAILED } from '../components/ItemsLink';
import { ItemTile } from '../components/ItemTile';
import { selectCategoryTitle, selectItemList, selectListedItems } from '../selectors';
import { itemActions } from '../slice';

const TITLE = 'Produtos';

function Items({ itemGroupId }: { itemGroupId: number }) {
  useMenuNavigator();
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectItemList(state, itemGroupId));
  const items = useAppSelector((state) => selectListedItems(state, itemGroupId));
  const category = useAppSelector((state) => selectCategoryTitle(state, itemGroupId));
  const [creating, setCreating] = useState(false);
  const close = useCallback(() => setCreating(false), []);
  const load = (offset: number) => dispatch(itemActions.listRequested({ parentId: itemGroupId, offset }));

  useEffect(() => {
    if (!list || list.status === 'idle') dispatch(itemActions.listRequested({ parentId: itemGroupId, offset: 0 }));
  }, [list, itemGroupId, dispatch]);

  return (
    <IonPage>
      <PageHeader title={TITLE} subtitle={category} backTo={pathTo('ItemGroupDetails', { itemGroupId })} />
      <IonContent>
        <ListStates
          list={list}
          label="os produtos"
          moreError={ITEMS_LOAD_FAILED}
          empty={{ title: 'Sem produtos' }}
          onRetry={() => load(0)}
          onRetryMore={() => load(nextOffsetOf(list))}
        >
          <IonList>
            {items.map((item) => (
              <ItemTile key={item.id} item={item} />
            ))}
          </IonList>
        </ListStates>
        <InfiniteMore list={list} onMore={() => load(nextOffsetOf(list))} />
        <IonFab slot="fixed" vertical="bottom" horizontal="end">
          <IonFabButton aria-label="Novo produto" onClick={() => setCreating(true)}>
            <IonIcon icon={add} aria-hidden="true" />
          </IonFabButton>
        </IonFab>
        <CreateItemModal itemGroupId={itemGroupId} isOpen={creating} onClose={close} />
      </IonContent>
    </IonPage>
  );
}

export default function ItemsPage() {
  const params = useRouteParams('itemGroupId');
  if (!params.ok) return <ParamsErrorPage title={TITLE} label="os produtos" message={params.message} backTo={paths.ItemGroups} />;
  return <Items itemGroupId={params.values.itemGroupId} />;
}
