import type { KeyboardEvent, ReactNode } from 'react';
import { useRtl } from '../lib/settings';
import styles from './Tabs.module.css';

export interface Tab<T> {
  value: T;
  label: ReactNode;
  icon?: ReactNode;
}

interface TabsProps<T> {
  tabs: readonly Tab<T>[];
  value: T;
  onSelect: (value: T) => void;
  /** Each tab's element id, also its test id; the panel is labelled by the chosen tab's. */
  tabId: (value: T) => string;
  panelId: string;
  label: string;
  /** Another look for the row and its tabs (ModeTabs' pills); the segmented control by default. */
  className?: string;
  tabClassName?: string;
}

/**
 * The ARIA tabs pattern: only the chosen tab is in the focus order, arrow keys select the next one
 * (mirrored in RTL, where the row runs the other way), Home and End the first and last.
 * It looks like a segmented control unless other class names are given.
 */
export function Tabs<T extends string | number>({
  tabs,
  value,
  onSelect,
  tabId,
  panelId,
  label,
  className = styles.tabs,
  tabClassName = styles.tab,
}: TabsProps<T>) {
  const rtl = useRtl();

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    const index = tabs.findIndex((tab) => tab.value === value);
    let next: number | undefined;
    if (step) next = (index + step + tabs.length) % tabs.length;
    if (e.key === 'Home') next = 0;
    if (e.key === 'End') next = tabs.length - 1;
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    e.preventDefault();
    onSelect(tab.value);
    document.getElementById(tabId(tab.value))?.focus();
  }

  return (
    <div className={className} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            id={tabId(tab.value)}
            type="button"
            role="tab"
            className={tabClassName}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.value)}
            data-testid={tabId(tab.value)}
          >
            {tab.icon}
            <span>{tab.label}</span>
          </button>
        );
      })}
    </div>
  );
}
