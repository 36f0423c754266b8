import { IonItem, IonLabel, IonSkeletonText } from '@ionic/react';
import { ListErrorRow } from '@/shared/ui/ListErrorRow';
import { countOf, type ListState } from './listState';

interface Props {
  list: ListState | undefined;
  /** 'Produtos', 'Opcionais', 'Porções', 'Opções'. */
  label: string;
  /** 'Adicione um produto' and its siblings, shown when there is none yet. */
  addLabel: string;
  /** 'Não foi possível carregar os produtos.' and its siblings; the row retries on tap. */
  errorMessage: string;
  to: string;
  onAdd: () => void;
  onRetry: () => void;
}

/** On a details screen: 'Produtos (n)' leading to the list, or 'Adicione um produto' while there is none. */
export function ChildLink({ list, label, addLabel, errorMessage, to, onAdd, onRetry }: Props) {
  if (list?.status === 'error') return <ListErrorRow message={errorMessage} onRetry={onRetry} />;
  const count = countOf(list);
  if (count === null) {
    return (
      <IonItem lines="full">
        <IonLabel>
          <IonSkeletonText animated style={{ width: '40%' }} aria-label="Carregando" />
        </IonLabel>
      </IonItem>
    );
  }
  if (count === 0) {
    return (
      <IonItem button detail lines="full" onClick={onAdd}>
        <IonLabel color="primary">{addLabel}</IonLabel>
      </IonItem>
    );
  }
  return (
    <IonItem routerLink={to} detail lines="full">
      <IonLabel>{`${label} (${count})`}</IonLabel>
    </IonItem>
  );
}
