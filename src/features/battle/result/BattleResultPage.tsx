import type { BattleArea } from '../paths';

/** Placeholder until the battle screens land (issue 5, in progress this session). */
export default function Page(_props: { area: BattleArea }) {
  return null;
}
