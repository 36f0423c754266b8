import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Ionic's enter and leave animations fall back to timers in jsdom and take longer on a busy machine. */
export const ionicWait = { timeout: 15000 };

type AlertElement = HTMLElement & { presented?: boolean };

/** Taps a button of the open ion-alert; Ionic ignores taps until the alert's enter animation has finished. */
export async function answerAlert(buttonText: string): Promise<void> {
  await waitFor(() => expect(document.querySelector<AlertElement>('ion-alert')?.presented).toBe(true), ionicWait);
  fireEvent.click(screen.getByText(buttonText));
}

/** Alerts live outside the rendered container, so tests remove them to start clean. */
export function removeAlerts(): void {
  document.querySelectorAll('ion-alert').forEach((element) => element.remove());
}
