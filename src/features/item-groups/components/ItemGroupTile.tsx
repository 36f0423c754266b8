import { IonChip, IonItem, IonLabel, IonThumbnail } from '@ionic/react';
import { pathTo } from '@/shared/routing/paths';
import { MenuImage } from '@/shared/ui/MenuImage';
import { imagePathOf, imageUrlOf } from '@/shared/menu/imageUrls';
import type { ItemGroup } from '../api';

export function ItemGroupTile({ itemGroup }: { itemGroup: ItemGroup }) {
  return (
    <IonItem routerLink={pathTo('ItemGroupDetails', { itemGroupId: itemGroup.id })} detail>
      <IonThumbnail slot="start">
        <MenuImage
          src={imageUrlOf(itemGroup.imageId)}
          privatePath={imagePathOf(itemGroup.imageId)}
          name={itemGroup.title}
          id={itemGroup.id}
          style={{ borderRadius: 4 }}
        />
      </IonThumbnail>
      <IonLabel>
        <h2>{itemGroup.title}</h2>
      </IonLabel>
      {itemGroup.isActive ? null : (
        <IonChip slot="end" color="medium">
          Inativo
        </IonChip>
      )}
    </IonItem>
  );
}
