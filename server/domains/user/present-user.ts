import type { User } from '../../../contract';
import type { AuthUser } from '../../http/auth';
import { absoluteUrl } from '../media-url';

/**
 * The player as the client sees them; `emailVerified` from accountVerified (verified.ts); the picture as
 * an absolute URL on `origin` (DESIGN §4).
 */
export function presentUser(user: AuthUser, emailVerified: boolean, origin: string): User {
  return {
    id: user.id,
    firebase_id: user.uid,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    type: user.loginType,
    profile: absoluteUrl(origin, user.profile),
    coins: user.coins,
    all_time_score: user.score,
    refer_code: user.referCode,
    friends_code: user.friendsCode,
    status: user.status,
    web_language: user.webLanguage,
    date_registered: user.createdAt.toISOString(),
    email_verified: emailVerified,
    is_admin: user.role === 'admin',
    role: user.role,
  };
}
