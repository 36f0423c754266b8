import { IonButton, IonItem, IonLabel, IonList, IonListHeader, IonNote, IonSelect, IonSelectOption, IonToggle } from '@ionic/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { RootState } from '@/app/rootReducer';
import { choosePaperWidth, usePaperWidth } from './paper';
import { canPrintOver, type PrinterConnection } from './printerDevice';
import { PAPER_WIDTHS, type PaperWidth } from './rules';
import { autoPrintChanged, pairRequested, printerForgotten, reconnectRequested, testPrintRequested, type PrinterLinkState } from './slice';

export const NO_PRINTER_SUPPORT =
  'Este navegador não se conecta a impressoras térmicas. Use o Chrome ou o Edge num computador ou Android, ou imprima pelo botão Imprimir de cada pedido.';

const linkLabels: Record<PrinterLinkState, string> = {
  idle: '',
  connecting: 'Conectando…',
  connected: 'Conectada',
  disconnected: 'Desconectada',
};

const connectLabels: Record<PrinterConnection, string> = {
  usb: 'Conectar impressora USB',
  serial: 'Conectar impressora serial ou Bluetooth',
};

const selectPrinting = (state: RootState) => state.printing;

function PrinterControls() {
  const dispatch = useAppDispatch();
  const printing = useAppSelector(selectPrinting);
  const connections = (['usb', 'serial'] as const).filter(canPrintOver);
  if (!printing) return null;
  if (connections.length === 0 && !printing.printer) {
    return (
      <p className="ion-padding-horizontal">
        <IonNote>{NO_PRINTER_SUPPORT}</IonNote>
      </p>
    );
  }
  if (!printing.printer) {
    return (
      <div className="ion-padding-horizontal ion-padding-vertical">
        {connections.map((connection) => (
          <IonButton
            key={connection}
            expand="block"
            fill="outline"
            disabled={printing.link === 'connecting'}
            onClick={() => dispatch(pairRequested(connection))}
          >
            {connectLabels[connection]}
          </IonButton>
        ))}
      </div>
    );
  }
  const connected = printing.link === 'connected';
  return (
    <>
      <IonList lines="full">
        <IonItem>
          <IonLabel>
            <h3>Impressora</h3>
            <p>{printing.printer.name}</p>
          </IonLabel>
          <IonNote slot="end" color={connected ? 'success' : 'danger'} data-testid="printer-link">
            {linkLabels[printing.link]}
          </IonNote>
        </IonItem>
        <IonItem>
          <IonToggle checked={printing.autoPrint} onIonChange={(event) => dispatch(autoPrintChanged(event.detail.checked))}>
            Imprimir pedidos novos automaticamente
          </IonToggle>
        </IonItem>
      </IonList>
      <div className="ion-padding-horizontal ion-padding-vertical">
        {connected ? (
          <IonButton expand="block" fill="outline" onClick={() => dispatch(testPrintRequested())}>
            Imprimir teste
          </IonButton>
        ) : (
          <IonButton expand="block" fill="outline" disabled={printing.link === 'connecting'} onClick={() => dispatch(reconnectRequested())}>
            Reconectar
          </IonButton>
        )}
        <IonButton expand="block" fill="clear" color="medium" onClick={() => dispatch(printerForgotten())}>
          Esquecer impressora
        </IonButton>
      </div>
    </>
  );
}

/**
 * Configurações → Impressão, kept on the device: the roll its printer takes, and a thermal printer paired over USB
 * or a serial port (Bluetooth ones included) that prints kitchen tickets without the browser's dialog.
 */
export function PrintSettings() {
  const paper = usePaperWidth();
  return (
    <>
      <IonList lines="full" className="ion-margin-top">
        <IonListHeader>
          <IonLabel>Impressão</IonLabel>
        </IonListHeader>
        <IonItem>
          <IonSelect
            label="Largura do papel"
            interface="popover"
            value={paper}
            onIonChange={(event) => choosePaperWidth(event.detail.value as PaperWidth)}
          >
            {PAPER_WIDTHS.map((width) => (
              <IonSelectOption key={width} value={width}>{`${width} mm`}</IonSelectOption>
            ))}
          </IonSelect>
        </IonItem>
      </IonList>
      <PrinterControls />
    </>
  );
}
