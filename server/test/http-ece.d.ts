/** The few parts of http_ece (no published types) the push tests use to decrypt like a browser. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface Params {
    version?: 'aes128gcm' | 'aesgcm';
    privateKey?: ECDH;
    authSecret?: string | Buffer;
    dh?: string;
  }
  const ece: { decrypt(buffer: Buffer, params: Params): Buffer };
  export default ece;
}
