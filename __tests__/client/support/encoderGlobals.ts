import { deserialize, serialize } from 'node:v8';

/**
 * What the receipt printer encoder reads from a browser and jsdom lacks: ImageData (read as it loads, for images,
 * which tickets carry none of) and structuredClone (Node has it, jest's jsdom window does not).
 */
if (typeof globalThis.ImageData === 'undefined') {
  globalThis.ImageData = class ImageData {} as unknown as typeof globalThis.ImageData;
}
if (typeof globalThis.structuredClone === 'undefined') {
  globalThis.structuredClone = <T>(value: T): T => deserialize(serialize(value)) as T;
}
