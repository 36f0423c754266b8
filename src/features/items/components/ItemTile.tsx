import { IonChip, IonItem, IonLabel, IonNote, IonThumbnail } from '@ionic/react';
import { pathTo } from '@/shared/routing/paths';
import { formatMoney } from '@/shared/lib/money';
import { MenuImage } from '@/shared/ui/MenuImage';
import { imagePathOf, imageUrlOf } from '@/shared/menu/imageUrls';
import type { Item } from '../api';

export function ItemTile({ item }: { item: Item }) {
  return (
    <IonItem routerLink={pathTo('ItemDetails', { itemGroupId: item.groupId, itemId: item.id })} detail>
      <IonThumbnail slot="start">
        <MenuImage src={imageUrlOf(item.imageId)} privatePath={imagePathOf(item.imageId)} name={item.name} id={item.id} style={{ borderRadius: 4 }} />
      </IonThumbnail>
      <IonLabel>
        <h2>{item.name}</h2>
        {item.description ? <p>{item.description}</p> : null}
        <IonNote>{formatMoney(item.price)}</IonNote>
      </IonLabel>
      {item.isAvailable ? null : (
        <IonChip slot="end" color="medium">
          Indisponível
        </IonChip>
      )}
    </IonItem>
  );
}
