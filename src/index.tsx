import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/text-alignment.css';
import '@/theme/variables.css';
import { App } from '@/app/App';
import { runtimeConfig } from '@/shared/config';
import { loginPageChunk } from '@/app/loginPageChunk';
import { startSignedInArea } from '@/app/signedIn/area';
import { createAppStore } from '@/app/store';
import { selectIsSignedIn } from '@/session/selectors';
import { sessionLoadRequested } from '@/session/slice';
import { isRecordingWanted } from '@/shared/recording/tap';

function start() {
  const store = createAppStore();
  // Spec 1: on start, a signed-in user's profile and business unit are loaded.
  if (selectIsSignedIn(store.getState())) {
    store.dispatch(sessionLoadRequested());
    // A failed fetch is the tabs' to report: they ask for the chunk again.
    startSignedInArea(store, window.location.pathname).catch(() => undefined);
  } else {
    // A failed fetch is the lazy page's to report.
    loginPageChunk().catch(() => undefined);
  }

  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() => root.render(<App store={store} variant={runtimeConfig.variant} />));
}

// A session recorded for QA (Sobre → Gravar sessão) starts before the store, so its first action is the app's.
if (isRecordingWanted()) {
  import('@/features/session-recording/recorder')
    .then(({ startRecording }) => startRecording())
    .catch(() => undefined)
    .finally(start);
} else {
  start();
}
