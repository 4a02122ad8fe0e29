import type { ComponentType } from 'react';
import type { Configurations } from '../../contract/models';
import { modeTable, type ModeDef, type ModeIcon } from '../../contract/modes';
import { configOn } from '../lib/config-values';
import {
  IconBook,
  IconBookmark,
  IconBulb,
  IconCalculator,
  IconCalendar,
  IconChart,
  IconClipboard,
  IconHeadphones,
  IconLetters,
  IconPuzzle,
  IconSwords,
  IconTarget,
  IconTrophy,
  IconTrueFalse,
  IconUsers,
  IconWifiOff,
  type IconProps,
} from './icons';

const icons: Record<ModeIcon, ComponentType<IconProps>> = {
  bulb: IconBulb,
  calendar: IconCalendar,
  trueFalse: IconTrueFalse,
  swords: IconSwords,
  users: IconUsers,
  trophy: IconTrophy,
  book: IconBook,
  letters: IconLetters,
  target: IconTarget,
  headphones: IconHeadphones,
  calculator: IconCalculator,
  clipboard: IconClipboard,
  puzzle: IconPuzzle,
  wifiOff: IconWifiOff,
  bookmark: IconBookmark,
  chart: IconChart,
};

/** A mode of contract/modes.ts with what the screens draw it with. */
export interface Mode extends ModeDef {
  Icon: ComponentType<IconProps>;
  /** Its --mode-N colour, as a CSS value. */
  colorVar: string;
}

const withLook = (def: ModeDef): Mode => ({
  ...def,
  Icon: icons[def.icon],
  colorVar: `var(--mode-${def.color})`,
});

/** Game modes and mode-like pages of SPEC §2, in home-page order. */
export const modes: Mode[] = modeTable.map(withLook);

export const modeById = (id: string) => modes.find((m) => m.id === id);

/** Whether the operator has the mode switched on (modes without a switch always are). */
export const modeSwitchedOn = (mode: ModeDef, config: Configurations) =>
  mode.switchKey === null || configOn(config, mode.switchKey);

/** The home grid: the modes with a card, as switched on by the operator. */
export const homeModes = (config: Configurations) => modes.filter((m) => m.home && modeSwitchedOn(m, config));
