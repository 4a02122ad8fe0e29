import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { SettingsStore } from '../settings/settings-store';
import { BattleEngine } from './battle-engine';
import type { BattleTimings } from './battle-rules';
import type { BattleBroadcast } from './broadcast';
import { Lobby } from './lobby';
import { Matchmaker } from './matchmaking';

/** The battle domain as the realtime layer uses it: the clock, the lobby and the matchmaker. */
export interface BattleService {
  engine: BattleEngine;
  lobby: Lobby;
  matchmaker: Matchmaker;
  close(): void;
}

/**
 * How often a process looks for rooms whose clock died with another process (see BattleEngine.sweep)
 * and for rejoin graces that ran out (Lobby.expireGraces).
 */
const SWEEP_MS = 5_000;

export function createBattleService(deps: {
  db: Db;
  settings: SettingsStore;
  broadcast: BattleBroadcast;
  log: FastifyBaseLogger;
  timings?: Partial<BattleTimings>;
}): BattleService {
  const engine = new BattleEngine(deps);
  const lobby = new Lobby(engine, deps.broadcast);
  const sweeper = setInterval(() => {
    engine
      .sweep()
      .then(() => lobby.expireGraces())
      .catch((err: unknown) => deps.log.error({ err }, 'battle sweep failed'));
  }, SWEEP_MS);
  sweeper.unref();
  return {
    engine,
    lobby,
    matchmaker: new Matchmaker(engine, deps.settings, deps.broadcast),
    close() {
      clearInterval(sweeper);
      engine.close();
    },
  };
}
