// http_ece ships no types; the tests use its decryption only, to read a push as a browser would.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(content: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
}
