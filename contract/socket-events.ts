import { z } from 'zod';

/**
 * The socket contract (DESIGN §3): events a client may emit, with the payload the server validates and
 * the acknowledgement it answers, plus the events the server pushes. Battles (issue 5) add rows here.
 * Every acknowledgement is an envelope like the HTTP one.
 */
export const clientEvents = {
  /** Clock offset for server-timed countdowns: the client sends its clock, the server answers its own. */
  'clock:sync': {
    payload: z.object({ client_time: z.number().finite() }),
    ack: z.object({ client_time: z.number(), server_time: z.number() }),
  },
} as const;

export const serverEvents = {
  /** Sent once after a socket authenticates. */
  'session:ready': z.object({ user_id: z.number(), coins: z.number(), server_time: z.number() }),
} as const;

export type ClientEventName = keyof typeof clientEvents;
export type ServerEventName = keyof typeof serverEvents;
export type ClientEventPayload<E extends ClientEventName> = z.input<(typeof clientEvents)[E]['payload']>;
export type ClientEventAck<E extends ClientEventName> = z.output<(typeof clientEvents)[E]['ack']>;
export type ServerEventData<E extends ServerEventName> = z.output<(typeof serverEvents)[E]>;
