import { IonButton, IonContent, IonFab, IonFabButton, IonIcon, IonList, IonPage } from '@ionic/react';
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
import { useTerms } from '@/shared/variant';
import { CreatePortionModal } from '../components/CreatePortionModal';
import { PORTIONS_LOAD_FAILED } from '../components/PortionsLink';
import { PortionTile } from '../components/PortionTile';
import { selectListedPortions, selectPortionList } from '../selectors';
import { portionActions } from '../slice';

const TITLE = 'Porções';

function BackToItemButton({ itemGroupId, itemId }: { itemGroupId: number; itemId: number }) {
  return (
    <IonButton fill="clear" routerLink={pathTo('ItemDetails', { itemGroupId, itemId })} routerDirection="back">
      Voltar para o Produto
    </IonButton>
  );
}

function Portions({ itemGroupId, itemId }: { itemGroupId: number; itemId: number }) {
  useMenuNavigator();
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectPortionList(state, itemId));
  const portions = useAppSelector((state) => selectListedPortions(state, itemId));
  const [creating, setCreating] = useState(false);
  const terms = useTerms();
  const close = useCallback(() => setCreating(false), []);
  const load = (offset: number) => dispatch(portionActions.listRequested({ parentId: itemId, offset }));

  useEffect(() => {
    if (!list || list.status === 'idle') dispatch(portionActions.listRequested({ parentId: itemId, offset: 0 }));
  }, [list, itemId, dispatch]);

  return (
    <IonPage>
      <PageHeader title={TITLE} backTo={pathTo('ItemDetails', { itemGroupId, itemId })} />
      <IonContent>
        <ListStates
          list={list}
          label="as porções"
          moreError={PORTIONS_LOAD_FAILED}
          empty={{ title: 'Sem porções', text: `Adicione porções para montar seu ${terms.menu.toLowerCase()}!` }}
          onRetry={() => load(0)}
          onRetryMore={() => load(nextOffsetOf(list))}
          errorActions={<BackToItemButton itemGroupId={itemGroupId} itemId={itemId} />}
        >
          <IonList>
            {portions.map((portion) => (
              <PortionTile key={portion.id} portion={portion} itemGroupId={itemGroupId} />
            ))}
          </IonList>
        </ListStates>
        <InfiniteMore list={list} onMore={() => load(nextOffsetOf(list))} />
        <IonFab slot="fixed" vertical="bottom" horizontal="end">
          <IonFabButton aria-label="Nova porção" onClick={() => setCreating(true)}>
            <IonIcon icon={add} aria-hidden="true" />
          </IonFabButton>
        </IonFab>
        <CreatePortionModal itemGroupId={itemGroupId} itemId={itemId} isOpen={creating} onClose={close} />
      </IonContent>
    </IonPage>
  );
}

export default function PortionsPage() {
  const params = useRouteParams('itemGroupId', 'itemId');
  if (!params.ok) return <ParamsErrorPage title={TITLE} label="as porções" message={params.message} backTo={paths.ItemGroups} />;
  return <Portions itemGroupId={params.values.itemGroupId} itemId={params.values.itemId} />;
}
