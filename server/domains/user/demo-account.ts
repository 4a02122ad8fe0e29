/** The demo visitor's account: one shared account, made on the first demo sign-in (demo.ts). */
export const DEMO_UID = 'demo:visitor';

export const isDemoAccount = (user: { uid: string }) => user.uid === DEMO_UID;
