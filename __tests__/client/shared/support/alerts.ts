import { fireEvent, screen, waitFor } from '@testing-library/react';

type AlertElement = HTMLElement & { presented?: boolean };

/** Taps a button of the open ion-alert; Ionic ignores taps until the alert's enter animation has finished. */
export async function answerAlert(buttonText: string): Promise<void> {
  await waitFor(() => expect(document.querySelector<AlertElement>('ion-alert')?.presented).toBe(true));
  fireEvent.click(screen.getByText(buttonText));
}

/** Alerts live outside the rendered container, so tests remove them to start clean. */
export function removeAlerts(): void {
  document.querySelectorAll('ion-alert').forEach((element) => element.remove());
}
