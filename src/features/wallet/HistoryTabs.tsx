import { useAtomValue } from 'jotai';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackerFilter } from '../../../contract/wallet-models';
import { IconCoin, IconHistory, IconWallet } from '../../components/icons';
import { rtlAtom } from '../../lib/settings';
import styles from './Wallet.module.css';

export const historyTabs = [
  { type: 'all', Icon: IconHistory },
  { type: 'income', Icon: IconCoin },
  { type: 'spend', Icon: IconWallet },
] as const satisfies { type: TrackerFilter; Icon: unknown }[];

export const historyTabId = (type: TrackerFilter) => `history-tab-${type}`;
export const historyPanelId = 'history-panel';

/** All / earned / spent, as the ARIA tabs pattern (arrow keys mirrored in RTL). */
export function HistoryTabs({
  type,
  onSelect,
}: {
  type: TrackerFilter;
  onSelect: (t: TrackerFilter) => void;
}) {
  const { t } = useTranslation();
  const rtl = useAtomValue(rtlAtom);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    const index = historyTabs.findIndex((tab) => tab.type === type);
    let next: number | undefined;
    if (step) next = (index + step + historyTabs.length) % historyTabs.length;
    if (e.key === 'Home') next = 0;
    if (e.key === 'End') next = historyTabs.length - 1;
    const tab = next === undefined ? undefined : historyTabs[next];
    if (!tab) return;
    e.preventDefault();
    onSelect(tab.type);
    document.getElementById(historyTabId(tab.type))?.focus();
  }

  return (
    <div className={styles.tabs} role="tablist" aria-label={t('history_tabs_label')} onKeyDown={onKeyDown}>
      {historyTabs.map(({ type: tabType, Icon }) => (
        <button
          key={tabType}
          id={historyTabId(tabType)}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={tabType === type}
          aria-controls={historyPanelId}
          tabIndex={tabType === type ? 0 : -1}
          onClick={() => onSelect(tabType)}
          data-testid={historyTabId(tabType)}
        >
          <Icon size={18} />
          <span>{t(`history_tab_${tabType}`)}</span>
        </button>
      ))}
    </div>
  );
}
