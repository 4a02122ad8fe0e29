import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  FacebookAuthProvider,
  getAuth,
  GithubAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
  signInWithPopup,
  signOut,
  TwitterAuthProvider,
  type AuthProvider,
} from 'firebase/auth';

/**
 * Firebase Auth in the browser, loaded only when the player presses one of its buttons (the login page
 * imports this module on demand; without Firebase configured it is never fetched). The popup proves who
 * the player is to Firebase; the ID token it yields is checked again by our server (auth_firebase).
 */
const APP_NAME = 'openquiz-auth';

function providerFor(name: string): AuthProvider {
  switch (name) {
    case 'google':
      return new GoogleAuthProvider();
    case 'apple':
      return new OAuthProvider('apple.com');
    case 'microsoft':
      return new OAuthProvider('microsoft.com');
    case 'github':
      return new GithubAuthProvider();
    case 'facebook':
      return new FacebookAuthProvider();
    case 'twitter':
      return new TwitterAuthProvider();
    default:
      throw new Error(`unknown provider ${name}`);
  }
}

export interface FirebaseProof {
  idToken: string;
  name: string;
}

/** Null when the player closed the popup (not an error worth a message). */
export async function signInWithFirebase(
  config: Record<string, string>,
  provider: string,
  languageCode: string,
): Promise<FirebaseProof | null> {
  const app = getApps().some((a) => a.name === APP_NAME) ? getApp(APP_NAME) : initializeApp(config, APP_NAME);
  const auth = getAuth(app);
  auth.languageCode = languageCode;
  try {
    const result = await signInWithPopup(auth, providerFor(provider));
    const idToken = await result.user.getIdToken();
    const name = result.user.displayName ?? '';
    // Our session is the server's; Firebase's own is not kept in this browser.
    await signOut(auth);
    return { idToken, name };
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request') return null;
    throw err;
  }
}
