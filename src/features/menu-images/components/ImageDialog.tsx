import { IonButton, IonButtons, IonContent, IonHeader, IonIcon, IonModal, IonNote, IonText, IonTitle, IonToolbar } from '@ionic/react';
import { imageOutline } from 'ionicons/icons';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { MenuImage } from '@/shared/ui/MenuImage';
import type { ImageTarget } from '@/shared/menu/events';
import { renderJpeg } from '../canvas';
import { ACCEPTED_FILES, fileProblemOf, sizeTextOf, type ImageSize } from '../rules';
import { selectUploadStatus } from '../selectors';
import { uploadRequested, uploadReset } from '../slice';
import { stageImage } from '../staging';

export const UNREADABLE_IMAGE = 'Não foi possível ler a imagem.';

interface Props {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  target: ImageTarget;
  size: ImageSize;
  /** The image shown until a new one is picked. */
  currentSrc: string | null;
  /** Where the current image is fetched with the token when the public address refuses it. */
  currentPrivatePath?: string | null;
  /** For the placeholder when there is no current image. */
  name: string;
  id: number | string;
}

/** Photo and cover upload: pick a JPG or PNG, see it cropped to the exact size, then send that JPEG. */
export function ImageDialog({ title, isOpen, onClose, target, size, currentSrc, currentPrivatePath, name, id }: Props) {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => selectUploadStatus(state, target));
  const input = useRef<HTMLInputElement>(null);
  const [jpeg, setJpeg] = useState<Blob | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  useEffect(() => {
    if (sent && status === 'done') onClose();
  }, [sent, status, onClose]);

  const reset = () => {
    setJpeg(null);
    setPreview(null);
    setProblem(null);
    setSent(false);
    dispatch(uploadReset({ target }));
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const fileProblem = fileProblemOf(file);
    setProblem(fileProblem);
    if (fileProblem) return;
    try {
      const rendered = await renderJpeg(file, size);
      setJpeg(rendered);
      setPreview(URL.createObjectURL(rendered));
    } catch {
      setProblem(UNREADABLE_IMAGE);
    }
  };

  const save = () => {
    if (!jpeg) return;
    setSent(true);
    dispatch(uploadRequested({ target, fileKey: stageImage(jpeg) }));
  };

  const pending = status === 'pending';
  return (
    <IonModal isOpen={isOpen} aria-label={title} onWillPresent={reset} onDidDismiss={onClose}>
      <IonHeader>
        <IonToolbar color="primary">
          <IonButtons slot="start">
            <IonButton onClick={onClose}>Cancelar</IonButton>
          </IonButtons>
          <IonTitle>{title}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <div style={{ aspectRatio: `${size.width} / ${size.height}`, maxHeight: '50vh', margin: '0 auto', borderRadius: 8, overflow: 'hidden' }}>
          {preview ? (
            <img src={preview} alt="Nova imagem" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
          ) : (
            <MenuImage src={currentSrc} privatePath={currentPrivatePath} name={name} id={id} />
          )}
        </div>
        <p className="ion-text-center">
          <IonNote>{sizeTextOf(size)}</IonNote>
        </p>
        {problem ? (
          <p className="ion-text-center" role="alert">
            <IonText color="danger">{problem}</IonText>
          </p>
        ) : null}
        <input ref={input} type="file" accept={ACCEPTED_FILES} hidden data-testid="image-file" onChange={(event) => void pick(event)} />
        <IonButton expand="block" fill="outline" disabled={pending} onClick={() => input.current?.click()}>
          <IonIcon slot="start" icon={imageOutline} aria-hidden="true" />
          Escolher imagem
        </IonButton>
        <IonButton expand="block" disabled={!jpeg || pending} onClick={save}>
          Salvar
        </IonButton>
      </IonContent>
    </IonModal>
  );
}
