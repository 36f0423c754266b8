import { useEffect } from 'react';
import { Provider } from 'react-redux';
import type { AppVariant } from '@contract/config';
import { UpdateNotificationHost } from '@/features/app-update/UpdateNotificationHost';
import { NotificationsHost } from '@/shared/notifications/NotificationsHost';
import { termsByVariant } from '@/shared/config';
import { ScreenErrorBoundary } from './shell/ScreenErrorBoundary';
import { Shell } from './shell/Shell';
import type { AppStore } from './store';
import { VariantProvider } from '@/shared/variant';

export function documentTitleOf(variant: AppVariant): string {
  return `Painel do ${termsByVariant[variant].business}`;
}

export function App({ store, variant }: { store: AppStore; variant: AppVariant }) {
  useEffect(() => {
    document.title = documentTitleOf(variant);
  }, [variant]);

  return (
    <Provider store={store}>
      <VariantProvider variant={variant}>
        <ScreenErrorBoundary>
          <Shell store={store} />
        </ScreenErrorBoundary>
        <NotificationsHost />
        <UpdateNotificationHost />
      </VariantProvider>
    </Provider>
  );
}
