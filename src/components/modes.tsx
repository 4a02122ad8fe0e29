import type { ComponentType } from 'react';
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

export interface Mode {
  /** Stable id; also the i18n key of the title (`mode_<id>`) and description (`mode_<id>_desc`). */
  id: string;
  path: string;
  Icon: ComponentType<IconProps>;
  /** A --mode-N colour token. */
  color: string;
  live: boolean;
  /** Shown as a card on the home page. */
  onHome: boolean;
}

/** Game modes and protected pages of SPEC §2, in home-page order. */
export const modes: Mode[] = [
  { id: 'quiz_zone', path: '/quiz-zone/', Icon: IconBulb, color: 'var(--mode-1)', live: true, onHome: true },
  {
    id: 'daily_quiz',
    path: '/quiz-play/daily-quiz-dashboard/',
    Icon: IconCalendar,
    color: 'var(--mode-5)',
    live: true,
    onHome: true,
  },
  {
    id: 'true_false',
    path: '/quiz-play/true-and-false-play/',
    Icon: IconTrueFalse,
    color: 'var(--mode-4)',
    live: true,
    onHome: true,
  },
  {
    id: 'random_battle',
    path: '/random-battle/',
    Icon: IconSwords,
    color: 'var(--mode-2)',
    live: true,
    onHome: true,
  },
  {
    id: 'group_battle',
    path: '/group-battle/',
    Icon: IconUsers,
    color: 'var(--mode-8)',
    live: true,
    onHome: true,
  },
  {
    id: 'contest_play',
    path: '/contest-play/',
    Icon: IconTrophy,
    color: 'var(--mode-5)',
    live: false,
    onHome: true,
  },
  {
    id: 'fun_learn',
    path: '/fun-and-learn/',
    Icon: IconBook,
    color: 'var(--mode-7)',
    live: true,
    onHome: true,
  },
  {
    id: 'guess_word',
    path: '/guess-the-word/',
    Icon: IconLetters,
    color: 'var(--mode-3)',
    live: true,
    onHome: true,
  },
  {
    id: 'self_challenge',
    path: '/self-learning/',
    Icon: IconTarget,
    color: 'var(--mode-6)',
    live: true,
    onHome: true,
  },
  {
    id: 'audio_questions',
    path: '/audio-questions/',
    Icon: IconHeadphones,
    color: 'var(--mode-2)',
    live: true,
    onHome: true,
  },
  {
    id: 'math_mania',
    path: '/math-mania/',
    Icon: IconCalculator,
    color: 'var(--mode-4)',
    live: true,
    onHome: true,
  },
  {
    id: 'exam_module',
    path: '/exam-module/',
    Icon: IconClipboard,
    color: 'var(--mode-3)',
    live: false,
    onHome: true,
  },
  {
    id: 'multi_match',
    path: '/multi-match-questions/',
    Icon: IconPuzzle,
    color: 'var(--mode-7)',
    live: true,
    onHome: true,
  },
  {
    // Not a mode of its own: the downloaded topics, played with no network (features/offline).
    id: 'offline',
    path: '/offline/',
    Icon: IconWifiOff,
    color: 'var(--mode-8)',
    live: true,
    onHome: true,
  },
  {
    id: 'bookmarks',
    path: '/play-bookmark-questions/',
    Icon: IconBookmark,
    color: 'var(--mode-6)',
    live: true,
    onHome: false,
  },
  {
    id: 'statistics',
    path: '/profile/statistics/',
    Icon: IconChart,
    color: 'var(--mode-1)',
    live: true,
    onHome: false,
  },
];

export const modeById = (id: string) => modes.find((m) => m.id === id);
