import { useAtomValue } from 'jotai';
import { useEffect, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { modeById } from '../../components/modes';
import { rtlAtom } from '../../lib/settings';
import styles from './Bookmarks.module.css';
import { bookmarkTabs } from './paths';

export const tabId = (type: number) => `bookmark-tab-${type}`;
export const panelId = 'bookmark-panel';

/** One tab per bookmark type; arrow keys move between them (mirrored in RTL), as the ARIA tabs pattern. */
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

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    const index = bookmarkTabs.findIndex((tab) => tab.type === type);
    let next: number | undefined;
    if (step) next = (index + step + bookmarkTabs.length) % bookmarkTabs.length;
    if (e.key === 'Home') next = 0;
    if (e.key === 'End') next = bookmarkTabs.length - 1;
    const tab = next === undefined ? undefined : bookmarkTabs[next];
    if (!tab) return;
    e.preventDefault();
    onSelect(tab.type);
    document.getElementById(tabId(tab.type))?.focus();
  }

  return (
    <div className={styles.tabs} role="tablist" aria-label={t('bookmark_types')} onKeyDown={onKeyDown}>
      {bookmarkTabs.map((tab) => {
        const mode = modeById(tab.mode);
        const selected = tab.type === type;
        return (
          <button
            key={tab.type}
            id={tabId(tab.type)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.type)}
            data-testid={`bookmark-tab-${tab.type}`}
          >
            {mode ? <mode.Icon size={18} /> : null}
            <span>{t(`mode_${tab.mode}`)}</span>
          </button>
        );
      })}
    </div>
  );
}
