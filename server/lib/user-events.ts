import { EventEmitter } from 'node:events';

/**
 * Facts about accounts that other parts of the server react to without importing the account domain:
 * `revoked` fires after the commit that ended a user's sessions (sign-out everywhere, deletion, a ban),
 * and the socket server then drops that user's open sockets on every process.
 */
export class UserEvents extends EventEmitter<{ revoked: [userId: number] }> {
  revoked(userId: number): void {
    this.emit('revoked', userId);
  }
}
