import { IonButton, IonCheckbox, IonContent, IonInput, IonItem, IonLabel, IonList, IonListHeader, IonPage } from '@ionic/react';
import { useEffect, useState } from 'react';
import type { Station } from '@contract/kitchen';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { paths } from '@/shared/routing/paths';
import { selectShopScope } from '@/session/scope';
import type { CategoryChoice } from '../api';
import { KitchenSettingsForm } from '../components/KitchenSettingsForm';
import { selectKitchen } from '../selectors';
import { stationRemoveRequested, stationSaveRequested, stationsScreenOpened } from '../slice';
import '../components/kitchen.css';

interface FormProps {
  station: Station | null;
  categories: CategoryChoice[];
  /** Categories other stations take: a category belongs to at most one. */
  takenElsewhere: ReadonlySet<number>;
  saving: boolean;
}

/** One station's name and categories, or a new station's. */
function StationForm({ station, categories, takenElsewhere, saving }: FormProps) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState(station?.name ?? '');
  const [chosen, setChosen] = useState<number[]>(station?.categoryIds ?? []);
  const title = station ? station.name : 'Nova estação';
  const save = () => {
    dispatch(stationSaveRequested({ id: station?.id ?? null, body: { name: name.trim(), categoryIds: chosen } }));
    if (!station) {
      setName('');
      setChosen([]);
    }
  };
  return (
    <section className="stations-form" aria-label={title}>
      <IonList lines="full">
      <IonListHeader>
        <IonLabel>{title}</IonLabel>
      </IonListHeader>
      <IonItem>
        <IonInput label="Nome" labelPlacement="stacked" value={name} maxlength={30} onIonInput={(event) => setName(String(event.detail.value ?? ''))} />
      </IonItem>
      {categories.map((category) => (
        <IonItem key={category.id}>
          <IonCheckbox
            checked={chosen.includes(category.id)}
            disabled={takenElsewhere.has(category.id)}
            onIonChange={(event) =>
              setChosen((current) => (event.detail.checked ? [...current, category.id] : current.filter((id) => id !== category.id)))
            }
          >
            {category.title}
          </IonCheckbox>
        </IonItem>
      ))}
      </IonList>
      <div className="stations-actions">
        <IonButton onClick={save} disabled={saving || name.trim() === ''}>
          Salvar
        </IonButton>
        {station ? (
          <IonButton color="danger" fill="outline" disabled={saving} onClick={() => dispatch(stationRemoveRequested(station.id))}>
            Remover
          </IonButton>
        ) : null}
      </div>
    </section>
  );
}

/**
 * Mais → 'Estações': the places of the kitchen ('Cozinha', 'Bar') and the categories each prepares. With none, the
 * one 'Cozinha' takes everything; a category no station takes goes to the first.
 */
export default function StationsPage() {
  const dispatch = useAppDispatch();
  const scope = useAppSelector(selectShopScope);
  const { stations, categories, settings, stationsSaving } = useAppSelector(selectKitchen);

  useEffect(() => {
    if (scope) dispatch(stationsScreenOpened());
  }, [dispatch, scope]);

  const takenBesides = (station: Station | null) =>
    new Set(stations.filter((other) => other.id !== station?.id).flatMap((other) => other.categoryIds));

  return (
    <IonPage>
      <PageHeader title="Estações" backTo={paths.More} />
      <IonContent className="ion-padding">
        <p>
          {stations.length === 0
            ? 'Nenhuma estação definida: a Cozinha recebe todos os itens.'
            : 'Cada categoria vai para uma estação só; as que nenhuma estação recebe vão para a primeira.'}
        </p>
        {stations.map((station) => (
          <StationForm
            key={`${station.id}:${station.name}:${station.categoryIds.join(',')}`}
            station={station}
            categories={categories}
            takenElsewhere={takenBesides(station)}
            saving={stationsSaving}
          />
        ))}
        <StationForm station={null} categories={categories} takenElsewhere={takenBesides(null)} saving={stationsSaving} />
        {settings ? <KitchenSettingsForm settings={settings} saving={stationsSaving} /> : null}
      </IonContent>
    </IonPage>
  );
}
