import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { PaymentMethod } from '../../../contract';
import { ApiError } from '../../http/api-error';

const FIELD = 'payment_address';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// NPCI handles: a name of letters, digits, dots, dashes or underscores, then @ and the bank's handle.
const UPI = /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$/i;

/** The original sent the entered fields as JSON array text; a single value is what we keep. */
function single(raw: string): string {
  if (!raw.startsWith('[')) return raw.trim();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.length === 1 && typeof parsed[0] === 'string')
      return parsed[0].trim();
  } catch {
    // Not JSON after all: validated as written below.
  }
  return raw.trim();
}

/** Checks the payout address for its method and returns it normalised (lower-case e-mail, E.164). */
export function normalisePayoutAddress(method: PaymentMethod, raw: string): string {
  const value = single(raw);
  switch (method) {
    case 'paypal':
      if (!EMAIL.test(value) || value.length > 254) throw new ApiError('invalidPaypal', 200, FIELD);
      return value.toLowerCase();
    case 'mobile': {
      const phone = parsePhoneNumberFromString(value);
      if (!phone?.isValid()) throw new ApiError('invalidMobile', 200, FIELD);
      return phone.number;
    }
    case 'upi':
      if (!UPI.test(value)) throw new ApiError('invalidUpi', 200, FIELD);
      return value.toLowerCase();
  }
}
