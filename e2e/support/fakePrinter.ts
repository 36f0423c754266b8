import type { BrowserContext } from '@playwright/test';

/** What a page sent to the printer, in order: one entry per write. */
export interface PrintedJob {
  page: number;
  bytes: number[];
}

/**
 * A USB receipt printer at the device boundary (no hardware here): `navigator.usb` answers as Chromium does for an
 * Epson TM-T20X, and every write reaches the test, whichever tab made it (its status queries answer from the roll
 * sensor instead). The page's `unplugPrinter()` and `plugInPrinter()` pull and plug its cable, `runOutOfPaper()`
 * and `loadPaper()` empty and load its roll, for that tab, across its reloads.
 */
export async function fakeUsbPrinter(context: BrowserContext) {
  const jobs: PrintedJob[] = [];
  const pages: unknown[] = [];
  await context.exposeBinding('recordPrinterWrite', ({ page }, bytes: number[]) => {
    if (!pages.includes(page)) pages.push(page);
    jobs.push({ page: pages.indexOf(page), bytes });
  });
  await context.addInitScript(() => {
    type Listener = (event: { device: unknown }) => void;
    const listeners: Listener[] = [];
    // Kept in the tab's session: a reload does not plug the cable back in.
    const UNPLUGGED = 'fakePrinterUnplugged';
    const PAPER_OUT = 'fakePrinterPaperOut';
    const state = { plugged: sessionStorage.getItem(UNPLUGGED) === null, opened: false };
    // Answers to ESC/POS 'DLE EOT 4' (roll sensor): 0x12 with paper, 0x72 (bits 5 and 6) without.
    const answers: number[] = [];
    let answerWaiting: (() => void) | null = null;
    const isStatusQuery = (data: Uint8Array) => data.length === 3 && data[0] === 0x10 && data[1] === 0x04 && data[2] === 0x04;
    const device = {
      vendorId: 1208,
      productId: 3605,
      manufacturerName: 'EPSON',
      productName: 'TM-T20X',
      serialNumber: 'E2E-0001',
      configuration: {
        interfaces: [
          {
            interfaceNumber: 0,
            alternate: { endpoints: [{ direction: 'out', endpointNumber: 1 }, { direction: 'in', endpointNumber: 2 }] },
          },
        ],
      },
      open: async () => {
        if (!state.plugged) throw new DOMException('The device was disconnected.', 'NotFoundError');
        state.opened = true;
      },
      close: async () => {
        state.opened = false;
      },
      selectConfiguration: async () => undefined,
      claimInterface: async () => undefined,
      reset: async () => undefined,
      transferIn: async () => {
        while (answers.length === 0) await new Promise<void>((resolve) => (answerWaiting = resolve));
        const answer = Uint8Array.of(answers.shift()!);
        // The transport keeps only answers that are Chromium's own transfer results.
        const { USBInTransferResult } = window as unknown as { USBInTransferResult: new (status: string, data: DataView) => unknown };
        return new USBInTransferResult('ok', new DataView(answer.buffer));
      },
      transferOut: async (_endpoint: number, data: Uint8Array) => {
        if (!state.plugged || !state.opened) throw new DOMException('The device was disconnected.', 'NotFoundError');
        if (isStatusQuery(data)) {
          answers.push(sessionStorage.getItem(PAPER_OUT) === null ? 0x12 : 0x72);
          answerWaiting?.();
          return { status: 'ok', bytesWritten: data.length };
        }
        await (window as unknown as { recordPrinterWrite: (bytes: number[]) => Promise<void> }).recordPrinterWrite(Array.from(data));
        return { status: 'ok', bytesWritten: data.length };
      },
    };
    const usb = {
      addEventListener: (type: string, listener: Listener) => {
        if (type === 'disconnect') listeners.push(listener);
      },
      removeEventListener: () => undefined,
      requestDevice: async () => device,
      getDevices: async () => (state.plugged ? [device] : []),
    };
    Object.defineProperty(navigator, 'usb', { value: usb, configurable: true });
    Object.assign(window, {
      unplugPrinter: () => {
        sessionStorage.setItem(UNPLUGGED, 'true');
        state.plugged = false;
        state.opened = false;
        for (const listener of listeners) listener({ device });
      },
      runOutOfPaper: () => sessionStorage.setItem(PAPER_OUT, 'true'),
      loadPaper: () => sessionStorage.removeItem(PAPER_OUT),
      plugInPrinter: () => {
        sessionStorage.removeItem(UNPLUGGED);
        state.plugged = true;
      },
    });
  });
  return {
    jobs,
    /** The jobs whose text (read as Latin-1, enough for ASCII) contains this. */
    jobsWith: (text: string) => jobs.filter((job) => Buffer.from(job.bytes).toString('latin1').includes(text)),
  };
}
