import { useTranslation } from 'react-i18next';
import { ModeTabs } from '../../components/ModeTabs';
import { bookmarkTabs } from './paths';

export const tabId = (type: number) => `bookmark-tab-${type}`;
export const panelId = 'bookmark-panel';

const tabs = bookmarkTabs.map((tab) => ({ value: tab.type, mode: tab.mode }));

/** One tab per bookmark type. */
export function BookmarkTabs({ type, onSelect }: { type: number; onSelect: (type: number) => void }) {
  const { t } = useTranslation();
  return (
    <ModeTabs<number>
      tabs={tabs}
      value={type}
      onSelect={onSelect}
      tabId={tabId}
      panelId={panelId}
      label={t('bookmark_types')}
    />
  );
}
