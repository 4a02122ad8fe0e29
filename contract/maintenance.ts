import type { ActionName } from './actions';

/**
 * What players may still call while the site is in maintenance (setting `app_maintenance`): what the
 * app needs to paint the maintenance page in their language, and signing in, so an operator can reach
 * the console. Every other action answers code 218 to anyone who is not an operator (DESIGN §13).
 */
export const openInMaintenance: ReadonlySet<ActionName> = new Set<ActionName>([
  'get_web_settings',
  'get_system_configurations',
  'get_system_language_list',
  'get_system_language_json',
  'get_settings',
  'auth_email_login',
  'auth_phone_send_code',
  'auth_phone_verify',
  'auth_firebase',
  'check_user_exists',
  'user_signup',
]);
