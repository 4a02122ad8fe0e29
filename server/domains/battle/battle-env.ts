// A leaf module: server/config.ts reads the battle timings from the environment with this shape, and
// importing it pulls in nothing of the domain (config stays out of cycles).

/** Clock of the room engine; tests and demos shorten it (BATTLE_TIMINGS), production keeps the defaults. */
export interface BattleTimings {
  /** Added to every deadline for network latency; answers inside it still count. */
  graceMs: number;
  /** Pause on the revealed answer before the next question. */
  revealMs: number;
  /** A dropped player's seat is kept this long for a rejoin, then they forfeit. */
  rejoinMs: number;
  /**
   * Random search gives up after this and offers the bot. Follows `battle_mode_random_search_duration`
   * unless BATTLE_TIMINGS or a test sets it (see Matchmaker.searchMs).
   */
  searchMs: number;
  /** Overrides every room's seconds per question (tests); 0 keeps the rules. */
  questionMs: number;
  /** Bot think time range. */
  botMinMs: number;
  botMaxMs: number;
}
