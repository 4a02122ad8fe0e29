/**
 * Wraps left-to-right data (an e-mail address, a phone number) put into a sentence so that it keeps its
 * own direction inside a right-to-left one: Unicode's first-strong isolate … pop directional isolate.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
