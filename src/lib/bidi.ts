/**
 * Wraps left-to-right data (an e-mail address, a phone number) put into a sentence so that it keeps its
 * own order inside a right-to-left one: Unicode's left-to-right isolate … pop directional isolate. (A
 * first-strong isolate is not enough: a phone number has no strong character to decide by.)
 */
export const isolate = (text: string): string => `\u2066${text}\u2069`;

/** Hebrew, Arabic, Syriac, Thaana, N'Ko… and their presentation forms: the scripts written right to left. */
const RTL_SCRIPT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/** The direction a word is written in, by its letters (a guess-the-word answer's boxes follow it). */
export const scriptDirection = (text: string): 'rtl' | 'ltr' => (RTL_SCRIPT.test(text) ? 'rtl' : 'ltr');
