import { IonButton } from '@ionic/react';
import { useAppSelector } from '@/app/hooks';
import { ParamsErrorPage } from '@/shared/layout/ParamsErrorPage';
import { useRouteParams } from '@/shared/routing/useRouteParams';
import { pathTo, paths } from '@/shared/routing/paths';
import { RecordListPage } from '@/shared/menu/RecordListPage';
import { useTerms } from '@/shared/variant';
import { CreatePortionModal } from '../components/CreatePortionModal';
import { portionLists } from '../components/PortionsLink';
import { PortionTile } from '../components/PortionTile';
import { selectListedPortions } from '../selectors';

const TITLE = 'Porções';

function BackToItemButton({ itemGroupId, itemId }: { itemGroupId: number; itemId: number }) {
  return (
    <IonButton fill="clear" routerLink={pathTo('ItemDetails', { itemGroupId, itemId })} routerDirection="back">
      Voltar para o Produto
    </IonButton>
  );
}

function Portions({ itemGroupId, itemId }: { itemGroupId: number; itemId: number }) {
  const portions = useAppSelector((state) => selectListedPortions(state, itemId));
  const terms = useTerms();
  return (
    <RecordListPage
      records={portionLists}
      parentId={itemId}
      header={{ title: TITLE, backTo: pathTo('ItemDetails', { itemGroupId, itemId }) }}
      label="as porções"
      empty={{ title: 'Sem porções', text: `Adicione porções para montar seu ${terms.menu.toLowerCase()}!` }}
      errorActions={<BackToItemButton itemGroupId={itemGroupId} itemId={itemId} />}
      newLabel="Nova porção"
      createModal={(isOpen, onClose) => <CreatePortionModal itemGroupId={itemGroupId} itemId={itemId} isOpen={isOpen} onClose={onClose} />}
    >
      {portions.map((portion) => (
        <PortionTile key={portion.id} portion={portion} itemGroupId={itemGroupId} />
      ))}
    </RecordListPage>
  );
}

export default function PortionsPage() {
  const params = useRouteParams('itemGroupId', 'itemId');
  if (!params.ok) return <ParamsErrorPage title={TITLE} label="as porções" message={params.message} backTo={paths.ItemGroups} />;
  return <Portions itemGroupId={params.values.itemGroupId} itemId={params.values.itemId} />;
}
