import { useTranslation } from 'react-i18next';
import type { TrackerFilter } from '../../../contract/wallet-models';
import { IconCoin, IconHistory, IconWallet } from '../../components/icons';
import { Tabs } from '../../components/Tabs';

const historyTabs = [
  { type: 'all', Icon: IconHistory },
  { type: 'income', Icon: IconCoin },
  { type: 'spend', Icon: IconWallet },
] as const satisfies { type: TrackerFilter; Icon: unknown }[];

export const historyTabId = (type: TrackerFilter) => `history-tab-${type}`;
export const historyPanelId = 'history-panel';

/** All / earned / spent. */
export function HistoryTabs({
  type,
  onSelect,
}: {
  type: TrackerFilter;
  onSelect: (t: TrackerFilter) => void;
}) {
  const { t } = useTranslation();
  const tabs = historyTabs.map(({ type: value, Icon }) => ({
    value,
    label: t(`history_tab_${value}`),
    icon: <Icon size={18} />,
  }));
  return (
    <Tabs<TrackerFilter>
      tabs={tabs}
      value={type}
      onSelect={onSelect}
      tabId={historyTabId}
      panelId={historyPanelId}
      label={t('history_tabs_label')}
    />
  );
}
