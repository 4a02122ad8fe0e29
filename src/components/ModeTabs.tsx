import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRtl } from '../lib/settings';
import { modeById } from './modes';
import styles from './ModeTabs.module.css';
import { Tabs } from './Tabs';

/**
 * A row of game modes as tabs, icon and name (bookmarks by mode, offline topics by mode): pills that
 * scroll on a phone, a segmented row on wider screens.
 */
export function ModeTabs<T extends string | number>({
  tabs,
  value,
  onSelect,
  tabId,
  panelId,
  label,
}: {
  tabs: readonly { value: T; mode: string }[];
  value: T;
  onSelect: (value: T) => void;
  tabId: (value: T) => string;
  panelId: string;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const rtl = useRtl();

  // On a phone the row scrolls: keep the chosen tab in sight (e.g. opened from a link to ?type=4),
  // again when a language pack changes the labels or flips the direction (that resets the scroll),
  // and once its font is in (the labels' widths change).
  useEffect(() => {
    let live = true;
    const show = () => {
      if (live)
        document.getElementById(tabId(value))?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    show();
    void document.fonts.ready.then(show);
    return () => {
      live = false;
    };
  }, [value, tabId, rtl, i18n.language]);

  return (
    <Tabs<T>
      tabs={tabs.map((tab) => {
        const mode = modeById(tab.mode);
        return {
          value: tab.value,
          label: t(`mode_${tab.mode}`),
          icon: mode ? <mode.Icon size={18} /> : null,
        };
      })}
      value={value}
      onSelect={onSelect}
      tabId={tabId}
      panelId={panelId}
      label={label}
      className={styles.tabs}
      tabClassName={styles.tab}
    />
  );
}
