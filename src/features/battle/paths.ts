/**
 * URLs of the battle screens (SPEC §2: /random-battle/ for 1 v 1 — random, friend, bot — and /group-battle/).
 * A room's lobby, play and result screens live under the prefix of the battle it belongs to.
 */
export type BattleArea = 'one' | 'group';

export const battleBase: Record<BattleArea, string> = {
  one: '/random-battle/',
  group: '/group-battle/',
};

export const battlePaths = {
  hub: battleBase.one,
  search: `${battleBase.one}search/`,
  friend: `${battleBase.one}friend/`,
  group: battleBase.group,
  lobby: (area: BattleArea, roomId: string) => `${battleBase[area]}room/${roomId}/`,
  play: (area: BattleArea, roomId: string) => `${battleBase[area]}play/${roomId}/`,
  result: (area: BattleArea, roomId: string) => `${battleBase[area]}result/${roomId}/`,
};

/** Group rooms live under /group-battle/; every 1 v 1 kind (random, friend, bot) under /random-battle/. */
export const areaOfKind = (kind: string): BattleArea => (kind === 'group' ? 'group' : 'one');
