import { useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { IMAGE_SIZES } from '../rules';
import { selectCoverChangedAt } from '../selectors';
import { coverUrlOf } from '@/shared/menu/imageUrls';
import { ImageDialog } from './ImageDialog';

interface Props {
  accountId: number;
  /** Shown in the placeholder while there is no cover. */
  businessName: string;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Alterar capa': the account's 1200x1200 cover. */
export function CoverDialog({ accountId, businessName, isOpen, onClose }: Props) {
  const changedAt = useAppSelector(selectCoverChangedAt);
  // Until the cover changes here, the time the screen opened keeps a cached older cover from showing.
  const [openedAt] = useState(() => Date.now());
  return (
    <ImageDialog
      title="Alterar capa"
      isOpen={isOpen}
      onClose={onClose}
      target={{ kind: 'cover' }}
      size={IMAGE_SIZES.cover}
      currentSrc={coverUrlOf(accountId, changedAt ?? openedAt)}
      name={businessName}
      id={accountId}
    />
  );
}
