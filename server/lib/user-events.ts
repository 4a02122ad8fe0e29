import { EventEmitter } from 'node:events';

/**
 * Facts about accounts that other parts of the server react to without importing the account domain:
 * `revoked` fires after the commit that ended a user's sessions (sign-out everywhere, deletion, a ban),
 * `sessionEnded` after one session ended; the socket server then drops the sockets concerned on every
 * process.
 */
export class UserEvents extends EventEmitter<{
  revoked: [userId: number];
  sessionEnded: [sessionId: string];
}> {
  revoked(userId: number): void {
    this.emit('revoked', userId);
  }

  /** One session ended (signed out on this device, or from the player's list of devices). */
  sessionEnded(sessionId: string): void {
    this.emit('sessionEnded', sessionId);
  }
}
