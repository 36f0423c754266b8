import { IonButton, IonIcon } from '@ionic/react';
import { cameraOutline } from 'ionicons/icons';
import { useCallback, useState } from 'react';
import { MenuImage } from '@/shared/ui/MenuImage';
import type { ImageTarget } from '@/shared/menu/events';
import { IMAGE_SIZES } from '../rules';
import { imagePathOf, imageUrlOf } from '@/shared/menu/imageUrls';
import { ImageDialog } from './ImageDialog';

interface Props {
  target: Extract<ImageTarget, { kind: 'itemGroup' | 'item' }>;
  imageId: number | null;
  name: string;
}

/** A record's 720x480 photo across the top of its screen, with 'Alterar foto' over it. */
export function PhotoHeader({ target, imageId, name }: Props) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const src = imageUrlOf(imageId);
  const privatePath = imagePathOf(imageId);
  const { width, height } = IMAGE_SIZES.photo;
  return (
    <div style={{ position: 'relative', aspectRatio: `${width} / ${height}`, maxHeight: '40vh', marginInline: 'auto', overflow: 'hidden' }}>
      <MenuImage src={src} privatePath={privatePath} name={name} id={target.id} />
      <IonButton
        size="small"
        color="light"
        style={{ position: 'absolute', right: 8, bottom: 8 }}
        onClick={() => setOpen(true)}
      >
        <IonIcon slot="start" icon={cameraOutline} aria-hidden="true" />
        Alterar foto
      </IonButton>
      <ImageDialog
        title="Alterar foto"
        isOpen={open}
        onClose={close}
        target={target}
        size={IMAGE_SIZES.photo}
        currentSrc={src}
        currentPrivatePath={privatePath}
        name={name}
        id={target.id}
      />
    </div>
  );
}
