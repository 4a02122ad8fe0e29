/** The few parts of s3rver (no published types) the storage test uses: start, address, stop. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface Options {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
