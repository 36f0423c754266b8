import { IonChip, IonItem, IonLabel, IonNote, IonThumbnail } from '@ionic/react';
import type { ReactNode } from 'react';
import { formatMoney } from '@/shared/lib/money';
import { MenuImage } from '@/shared/ui/MenuImage';
import { imagePathOf, imageUrlOf } from './imageUrls';

export interface RecordChip {
  label: 'Obrigatório' | 'Inativo' | 'Indisponível';
  color: 'primary' | 'medium';
}

interface Props {
  /** The record's screen; none while its list is reordered, when the tile is a drag handle instead of a link. */
  to?: string;
  /** Its name or title, also the photo's alternative text. */
  title: string;
  /** What the kind shows under it: a description, how many options may be picked. */
  subtitle?: string;
  price?: number;
  /** For the kinds with a photo (categories, products): the record's id and its image's. */
  photo?: { id: number; imageId: number | null };
  /** At the end, in this order (spec 2). */
  chips: RecordChip[];
  /** After the chips: the reorder handle. */
  end?: ReactNode;
  testId?: string;
}

/** A menu record in its list: photo, title, what is under it, price, its chips, and the way to its screen. */
export function RecordTile({ to, title, subtitle, price, photo, chips, end, testId }: Props) {
  const link = to ? { routerLink: to, detail: true } : {};
  return (
    <IonItem {...link} data-testid={testId}>
      {photo ? (
        <IonThumbnail slot="start">
          <MenuImage src={imageUrlOf(photo.imageId)} privatePath={imagePathOf(photo.imageId)} name={title} id={photo.id} style={{ borderRadius: 4 }} />
        </IonThumbnail>
      ) : null}
      <IonLabel>
        <h2>{title}</h2>
        {subtitle ? <p>{subtitle}</p> : null}
        {price === undefined ? null : <IonNote>{formatMoney(price)}</IonNote>}
      </IonLabel>
      {chips.map((chip) => (
        <IonChip key={chip.label} slot="end" color={chip.color}>
          {chip.label}
        </IonChip>
      ))}
      {end}
    </IonItem>
  );
}

/** The chip of a record that is off: 'Inativo' for categories and option groups, 'Indisponível' for the rest. */
export const offChip = (label: 'Inativo' | 'Indisponível', on: boolean): RecordChip[] => (on ? [] : [{ label, color: 'medium' }]);
