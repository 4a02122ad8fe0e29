import type { ComponentType } from 'react';
import type { BadgeType } from '../../../contract/badge-models';
import {
  IconBulb,
  IconCalendar,
  IconCheck,
  IconClock,
  IconCoin,
  IconHistory,
  IconMedal,
  IconPlay,
  IconPodium,
  IconShare,
  IconSparkles,
  IconSwords,
  IconTarget,
  IconTrophy,
  IconUsers,
  type IconProps,
} from '../../components/icons';

export type Tone = 'violet' | 'orange' | 'gold' | 'green' | 'blue' | 'red';

/** Each medal's emblem and colour: what the rule is about, at a glance. */
export const badgeArt: Record<BadgeType, { Icon: ComponentType<IconProps>; tone: Tone }> = {
  dashing_debut: { Icon: IconPlay, tone: 'violet' },
  combat_winner: { Icon: IconSwords, tone: 'red' },
  clash_winner: { Icon: IconUsers, tone: 'orange' },
  most_wanted_winner: { Icon: IconTrophy, tone: 'gold' },
  ultimate_player: { Icon: IconPodium, tone: 'violet' },
  quiz_warrior: { Icon: IconTarget, tone: 'red' },
  super_sonic: { Icon: IconClock, tone: 'blue' },
  flashback: { Icon: IconHistory, tone: 'blue' },
  brainiac: { Icon: IconBulb, tone: 'gold' },
  big_thing: { Icon: IconCheck, tone: 'green' },
  elite: { Icon: IconCoin, tone: 'gold' },
  thirsty: { Icon: IconCalendar, tone: 'orange' },
  power_elite: { Icon: IconMedal, tone: 'violet' },
  sharing_caring: { Icon: IconShare, tone: 'green' },
  streak: { Icon: IconSparkles, tone: 'orange' },
};
