import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: codes are read aloud and typed on phones. 31^6 ≈ 887 million codes. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ROOM_CODE_LENGTH = 6;

/** A room code from the crypto RNG, so codes of live rooms cannot be predicted from earlier ones. */
export function newRoomCode(): string {
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Players type codes in any case and with stray spaces. */
export const normalizeRoomCode = (input: string) => input.replace(/\s+/g, '').toUpperCase();
