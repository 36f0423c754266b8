// The WebUSB and Web Serial transports ship no types; printerDevice.ts describes the part it uses.
declare module '@point-of-sale/webusb-receipt-printer' {
  const WebUSBReceiptPrinter: new () => unknown;
  export default WebUSBReceiptPrinter;
}

declare module '@point-of-sale/webserial-receipt-printer' {
  const WebSerialReceiptPrinter: new () => unknown;
  export default WebSerialReceiptPrinter;
}
