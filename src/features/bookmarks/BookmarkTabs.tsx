import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { modeById } from '../../components/modes';
import { Tabs } from '../../components/Tabs';
import { rtlAtom } from '../../lib/settings';
import styles from './Bookmarks.module.css';
import { bookmarkTabs } from './paths';

export const tabId = (type: number) => `bookmark-tab-${type}`;
export const panelId = 'bookmark-panel';

/** One tab per bookmark type. */
export function BookmarkTabs({ type, onSelect }: { type: number; onSelect: (type: number) => void }) {
  const { t, i18n } = useTranslation();
  const rtl = useAtomValue(rtlAtom);

  // On a phone the row scrolls: keep the chosen tab in sight (e.g. opened from a link to ?type=4),
  // again when a language pack changes the labels or flips the direction (that resets the scroll),
  // and once its font is in (the labels' widths change).
  useEffect(() => {
    let live = true;
    const show = () => {
      if (live) document.getElementById(tabId(type))?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    show();
    void document.fonts.ready.then(show);
    return () => {
      live = false;
    };
  }, [type, rtl, i18n.language]);

  const tabs = bookmarkTabs.map((tab) => {
    const mode = modeById(tab.mode);
    return { value: tab.type, label: t(`mode_${tab.mode}`), icon: mode ? <mode.Icon size={18} /> : null };
  });
  return (
    <Tabs<number>
      tabs={tabs}
      value={type}
      onSelect={onSelect}
      tabId={tabId}
      panelId={panelId}
      label={t('bookmark_types')}
      className={styles.tabs}
      tabClassName={styles.tab}
    />
  );
}
