import type { ServerEventData, ServerEventName } from '../../../contract';

/**
 * How the battle domain reaches players without knowing Socket.IO: to everyone seated in a room, or
 * to every socket of one user. The realtime layer implements it with `io.to(...)`, which the Redis
 * adapter carries across processes unchanged.
 */
export interface BattleBroadcast {
  toRoom<E extends ServerEventName>(roomId: string, event: E, data: ServerEventData<E>): void;
  toUser<E extends ServerEventName>(userId: number, event: E, data: ServerEventData<E>): void;
  /** Puts every socket of a user into the room's channel (they were matched by another player). */
  seatUser(userId: number, roomId: string): void;
  unseatUser(userId: number, roomId: string): void;
}
