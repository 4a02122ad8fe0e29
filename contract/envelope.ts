import type { Code } from './codes';

export interface Success<D> {
  error: false;
  data: D;
  total?: number;
  message?: Code;
}
export interface Failure {
  error: true;
  message: Code;
  error_msg: string;
  /** The offending field for 103 (malformed payload). */
  field?: string;
}
export type Envelope<D> = Success<D> | Failure;
