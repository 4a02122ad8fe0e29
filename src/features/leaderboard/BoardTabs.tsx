import { useAtomValue } from 'jotai';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCalendar, IconClock, IconTrophy } from '../../components/icons';
import { rtlAtom } from '../../lib/settings';
import { boards, type BoardId } from './boards';
import styles from './Leaderboard.module.css';

export const tabId = (id: BoardId) => `leaderboard-tab-${id}`;
export const panelId = 'leaderboard-panel';

const icons = { daily: IconClock, monthly: IconCalendar, all: IconTrophy } as const;

/** Today / this month / all time as ARIA tabs; arrow keys move between them (mirrored in RTL). */
export function BoardTabs({ value, onSelect }: { value: BoardId; onSelect: (id: BoardId) => void }) {
  const { t } = useTranslation();
  const rtl = useAtomValue(rtlAtom);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    const index = boards.findIndex((b) => b.id === value);
    let next: number | undefined;
    if (step) next = (index + step + boards.length) % boards.length;
    if (e.key === 'Home') next = 0;
    if (e.key === 'End') next = boards.length - 1;
    const board = next === undefined ? undefined : boards[next];
    if (!board) return;
    e.preventDefault();
    onSelect(board.id);
    document.getElementById(tabId(board.id))?.focus();
  }

  return (
    <div className={styles.tabs} role="tablist" aria-label={t('lb_periods')} onKeyDown={onKeyDown}>
      {boards.map((b) => {
        const Icon = icons[b.id];
        const selected = b.id === value;
        return (
          <button
            key={b.id}
            id={tabId(b.id)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(b.id)}
            data-testid={`leaderboard-tab-${b.id}`}
          >
            <Icon size={18} />
            <span>{t(`lb_tab_${b.id}`)}</span>
          </button>
        );
      })}
    </div>
  );
}
