import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { SettingsStore } from '../settings';
import { BattleEngine } from './battle-engine';
import type { BattleTimings } from './battle-rules';
import type { BattleBroadcast } from './broadcast';
import { Lobby } from './lobby';
import { Matchmaker } from './matchmaking';
import { Rematches } from './rematch';

/** The battle domain as the realtime layer uses it: the clock, the lobby, the matchmaker and rematches. */
export interface BattleService {
  engine: BattleEngine;
  lobby: Lobby;
  matchmaker: Matchmaker;
  rematches: Rematches;
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
  const matchmaker = new Matchmaker(
    engine,
    deps.settings,
    deps.broadcast,
    deps.timings?.searchMs !== undefined,
  );
  const sweeper = setInterval(() => {
    // The search time first: the sweep ends searches that outlived it (the setting may have changed).
    matchmaker
      .searchMs()
      .then(() => engine.sweep())
      .then(() => lobby.expireGraces())
      .catch((err: unknown) => deps.log.error({ err }, 'battle sweep failed'));
  }, SWEEP_MS);
  sweeper.unref();
  return {
    engine,
    lobby,
    matchmaker,
    rematches: new Rematches(engine, lobby, deps.broadcast),
    close() {
      clearInterval(sweeper);
      engine.close();
    },
  };
}
