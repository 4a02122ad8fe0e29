import { codeMessages, codes, type CodeName } from '../../contract';

/** A business or request error with its envelope code; the route turns it into `{error:true,…}`. */
export class ApiError extends Error {
  readonly code: (typeof codes)[CodeName];
  constructor(
    name: CodeName,
    readonly status = 200,
    readonly field?: string,
    detail?: string,
  ) {
    super(detail ?? codeMessages[codes[name]]);
    this.code = codes[name];
  }
}

export const fail = (name: CodeName, detail?: string) => new ApiError(name, 200, undefined, detail);

/** The same, naming the field at fault, so the client can mark it. */
export const failOn = (name: CodeName, field: string) => new ApiError(name, 200, field);
