import { IonButton, IonItem, IonLabel, IonList, IonListHeader, IonNote, IonToggle } from '@ionic/react';
import { useState } from 'react';
import { useStore } from 'react-redux';
import { RECORDING_WANTED_KEY } from '@/shared/recording/tap';
import { downloadRecording, isRecording, recordingEntryCount, stopRecording } from '@/features/session-recording/recorder';

/** QA's switch: record this device's session from the next start, and download what was recorded. */
export function SessionRecordingCard() {
  const store = useStore();
  const [wanted, setWanted] = useState(() => localStorage.getItem(RECORDING_WANTED_KEY) === '1');
  const recording = isRecording();

  const toggle = (on: boolean) => {
    setWanted(on);
    if (on) {
      localStorage.setItem(RECORDING_WANTED_KEY, '1');
      // The recording starts with the app, so that a replay starts where the session did.
      window.location.reload();
    } else {
      localStorage.removeItem(RECORDING_WANTED_KEY);
      stopRecording();
    }
  };

  return (
    <>
      <IonList>
        <IonListHeader>
          <IonLabel>Gravação de sessão</IonLabel>
        </IonListHeader>
        <IonItem>
          <IonToggle checked={wanted} onIonChange={(event) => toggle(event.detail.checked)}>
            Gravar sessão
          </IonToggle>
        </IonItem>
        <IonItem lines="none">
          <IonNote>
            {recording
              ? `${recordingEntryCount()} registros gravados desde a abertura do app. Senhas, tokens, e-mails, telefones e endereços não são gravados.`
              : 'A gravação começa quando o app abre e fica só neste aparelho.'}
          </IonNote>
        </IonItem>
      </IonList>
      <IonButton expand="block" fill="outline" disabled={!recording} onClick={() => downloadRecording(store.getState())}>
        Exportar sessão
      </IonButton>
    </>
  );
}
