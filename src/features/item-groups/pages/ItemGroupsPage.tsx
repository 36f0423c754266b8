import { IonContent, IonFab, IonFabButton, IonIcon, IonList, IonPage } from '@ionic/react';
import { add, imageOutline } from 'ionicons/icons';
import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { useTerms } from '@/shared/variant';
import { selectBusinessUnit } from '@/session/selectors';
import { CoverDialog } from '@/features/menu-images/components/CoverDialog';
import { CreateItemGroupModal } from '../components/CreateItemGroupModal';
import { ItemGroupTile } from '../components/ItemGroupTile';
import { selectItemGroupList, selectListedItemGroups } from '../selectors';
import { InfiniteMore } from '@/shared/menu/InfiniteMore';
import { nextOffsetOf } from '@/shared/menu/listState';
import { ListStates } from '@/shared/menu/ListStates';
import { MoreMenu } from '@/shared/ui/MoreMenu';
import { useMenuNavigator } from '@/shared/menu/navigation';
import { selectShopScope } from '@/session/scope';
import { SHOP_LIST } from '@/shared/menu/records';
import { itemGroupActions } from '../slice';

/** The menu's root ('Cardápio' / 'Catálogo'): the shop's categories in order. */
export default function ItemGroupsPage() {
  useMenuNavigator();
  const terms = useTerms();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectItemGroupList);
  const itemGroups = useAppSelector(selectListedItemGroups);
  const scope = useAppSelector(selectShopScope);
  const unit = useAppSelector(selectBusinessUnit);
  const [creating, setCreating] = useState(false);
  const [changingCover, setChangingCover] = useState(false);
  const closeCreate = useCallback(() => setCreating(false), []);
  const closeCover = useCallback(() => setChangingCover(false), []);

  useEffect(() => {
    if (list.status === 'idle') dispatch(itemGroupActions.listRequested({ parentId: SHOP_LIST, offset: 0 }));
  }, [list.status, dispatch]);

  const menu = <MoreMenu entries={[{ label: 'Alterar capa', icon: imageOutline, onSelect: () => setChangingCover(true) }]} />;

  return (
    <IonPage>
      <PageHeader title={terms.menu} end={menu} />
      <IonContent>
        <ListStates
          list={list}
          label="as categorias"
          moreError="Não foi possível carregar as categorias."
          empty={{ title: 'Sem categorias' }}
          onRetry={() => dispatch(itemGroupActions.listRequested({ parentId: SHOP_LIST, offset: 0 }))}
          onRetryMore={() => dispatch(itemGroupActions.listRequested({ parentId: SHOP_LIST, offset: nextOffsetOf(list) }))}
        >
          <IonList>
            {itemGroups.map((itemGroup) => (
              <ItemGroupTile key={itemGroup.id} itemGroup={itemGroup} />
            ))}
          </IonList>
        </ListStates>
        <InfiniteMore list={list} onMore={() => dispatch(itemGroupActions.listRequested({ parentId: SHOP_LIST, offset: nextOffsetOf(list) }))} />
        <IonFab slot="fixed" vertical="bottom" horizontal="end">
          <IonFabButton aria-label="Nova categoria" onClick={() => setCreating(true)}>
            <IonIcon icon={add} aria-hidden="true" />
          </IonFabButton>
        </IonFab>
        <CreateItemGroupModal isOpen={creating} onClose={closeCreate} />
        {scope ? (
          <CoverDialog accountId={scope.accountId} businessName={unit?.name ?? terms.business} isOpen={changingCover} onClose={closeCover} />
        ) : null}
      </IonContent>
    </IonPage>
  );
}
