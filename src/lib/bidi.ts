/**
 * Wraps left-to-right data (an e-mail address, a phone number) put into a sentence so that it keeps its
 * own order inside a right-to-left one: Unicode's left-to-right isolate … pop directional isolate. (A
 * first-strong isolate is not enough: a phone number has no strong character to decide by.)
 */
export const isolate = (text: string): string => `\u2066${text}\u2069`;
