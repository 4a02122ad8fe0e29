import type { TFunction } from 'i18next';
import type { BattleResult } from '../../../../contract/battle-models';
import { playerName } from '../parts/players';
import { codes } from '../../../../contract/codes';

type Standing = BattleResult['standings'][number];

/**
 * The line under the outcome: who I beat or who beat me, that my opponents left (a group's 'everyone
 * left', 255, when the server said so), that I left, or what a draw did with the fee.
 */
export function outcomeLine(
  t: TFunction,
  language: string,
  {
    me,
    standings,
    paid,
    leftCode,
  }: { me: Standing; standings: Standing[]; paid: boolean; leftCode: string | null },
) {
  const others = standings.filter((s) => s.seat !== me.seat);
  const winners = standings.filter((s) => s.outcome === 'won');
  const nameOf = (s: Standing) => playerName(t, s);
  if (me.outcome === 'won') {
    if (others.length > 0 && others.every((s) => s.forfeited))
      return t(others.length > 1 && leftCode === codes.everyoneLeft ? 'code_255' : 'code_254');
    if (others.length === 1) return t('battle_you_beat', { name: nameOf(others[0]!) });
    return winners.length > 1 ? t('battle_won_shared') : t('battle_won_group');
  }
  if (me.outcome === 'lost') {
    if (me.forfeited) return t('battle_you_left');
    const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(winners.map(nameOf));
    return t('battle_they_won', { name: names });
  }
  return paid ? t('battle_draw_refund') : t('battle_draw_text');
}
