import { useAppSelector } from '@/app/hooks';
import { useNow } from '@/shared/lib/useNow';
import { isLinkDown } from '@/live/linkStatus';

/** After this long without the live link, a station says so in large type: its tickets may be stale. */
export const LINK_LOST_NOTICE_MS = 30_000;

/** 'Sem conexão', across the kitchen screen, once the link has been down for 30 s. */
export function LinkLostNotice() {
  const live = useAppSelector((state) => state.live);
  const now = useNow(1_000);
  const lost = isLinkDown(live.status) && live.downSince !== null && now - live.downSince >= LINK_LOST_NOTICE_MS;
  if (!lost) return null;
  return (
    <p className="kitchen-link-lost" role="alert">
      Sem conexão: os pedidos podem estar desatualizados
    </p>
  );
}
