import { useTranslation } from 'react-i18next';
import { IconCalendar, IconClock, IconTrophy } from '../../components/icons';
import { Tabs } from '../../components/Tabs';
import { boards, type BoardId } from './boards';

export const tabId = (id: BoardId) => `leaderboard-tab-${id}`;
export const panelId = 'leaderboard-panel';

const icons = { daily: IconClock, monthly: IconCalendar, all: IconTrophy } as const;

/** Today / this month / all time. */
export function BoardTabs({ value, onSelect }: { value: BoardId; onSelect: (id: BoardId) => void }) {
  const { t } = useTranslation();
  const tabs = boards.map((b) => {
    const Icon = icons[b.id];
    return { value: b.id, label: t(`lb_tab_${b.id}`), icon: <Icon size={18} /> };
  });
  return (
    <Tabs
      tabs={tabs}
      value={value}
      onSelect={onSelect}
      tabId={tabId}
      panelId={panelId}
      label={t('lb_periods')}
    />
  );
}
