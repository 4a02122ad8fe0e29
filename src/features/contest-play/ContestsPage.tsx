import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Contest, ContestStatus } from '../../../contract/contest-models';
import { errorMessage, isOfflineError } from '../../api';
import { EmptyState } from '../../components/EmptyState';
import { IconBell, IconClock, IconPodium, IconTrophy } from '../../components/icons';
import { ErrorState, Page, PageHeader } from '../../components/Page';
import { PushPrompt } from '../../components/PushPrompt';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import { Tabs } from '../../components/Tabs';
import { ContestCard } from './ContestCard';
import styles from './Contests.module.css';
import { PlayConfirm } from './PlayConfirm';
import { useContests, useServerNow } from './state';

const tabs = ['live', 'upcoming', 'past'] as const satisfies readonly ContestStatus[];
const tabId = (tab: ContestStatus) => `contest-tab-${tab}`;
const panelId = 'contest-panel';
const emptyIcons = { live: IconTrophy, upcoming: IconClock, past: IconPodium } as const;

/** Contests (SPEC §2): Live / Upcoming / Past, each a list of cards. */
export default function ContestsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((x) => x === params.get('tab')) ?? 'live';
  const state = useContests();
  const now = useServerNow();
  const confirm = useRef<HTMLDialogElement>(null);
  const [playing, setPlaying] = useState<Contest | null>(null);
  // Reminders toggled on this page, over what the list said.
  const [reminded, setReminded] = useState<Record<number, boolean>>({});
  const [askedPush, setAskedPush] = useState(false);
  const lists = state.data;
  const { reload } = state;

  // A countdown reaching zero moves its contest to the next tab: ask the server for the lists again.
  const nextChange = lists
    ? Math.min(
        ...lists.live.map((c) => Date.parse(c.ends_at)),
        ...lists.upcoming.map((c) => Date.parse(c.starts_at)),
      )
    : Infinity;
  const changed = now >= nextChange;
  useEffect(() => {
    if (changed) reload();
  }, [changed, reload]);

  const select = (next: ContestStatus) => setParams(next === 'live' ? {} : { tab: next }, { replace: true });

  const contests = (lists?.[tab] ?? []).map((c) => ({ ...c, reminded: reminded[c.id] ?? c.reminded }));
  let body;
  if (!lists && state.loading)
    body = (
      <div className={styles.list} aria-busy="true">
        {[0, 1].map((i) => (
          <Skeleton key={i} height={320} radius="var(--radius-xl)" />
        ))}
      </div>
    );
  else if (!lists)
    body = (
      <ErrorState
        message={errorMessage(state.error)}
        offline={isOfflineError(state.error)}
        onRetry={reload}
      />
    );
  else if (contests.length === 0)
    body = (
      <EmptyState
        testId={`contest-empty-${tab}`}
        Icon={emptyIcons[tab]}
        title={t(`contest_empty_${tab}`)}
        text={t(`contest_empty_${tab}_text`)}
      />
    );
  else
    body = (
      <ul className={styles.list}>
        {contests.map((c) => (
          <ContestCard
            key={c.id}
            contest={c}
            now={now}
            onPlay={(picked) => {
              setPlaying(picked);
              confirm.current?.showModal();
            }}
            onReminded={(picked, on) => {
              setReminded((r) => ({ ...r, [picked.id]: on }));
              if (on) setAskedPush(true);
            }}
          />
        ))}
      </ul>
    );

  const count = (status: ContestStatus) => (lists ? ` (${lists[status].length})` : '');
  return (
    <Page className={styles.listPage}>
      <Seo title={t('mode_contest_play')} />
      <PageHeader title={t('mode_contest_play')} subtitle={t('contest_subtitle')} />
      <div className={styles.tabs}>
        <Tabs
          tabs={tabs.map((x) => ({ value: x, label: `${t(`contest_tab_${x}`)}${count(x)}` }))}
          value={tab}
          onSelect={select}
          tabId={tabId}
          panelId={panelId}
          label={t('contest_tabs')}
        />
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} className={styles.panel}>
        {tab === 'upcoming' && askedPush ? (
          // A reminder arrives as a notification; push brings it when the app is closed.
          <>
            <p className={styles.pushHint}>
              <IconBell size={16} /> {t('contest_reminder_push_hint')}
            </p>
            <PushPrompt />
          </>
        ) : null}
        {body}
      </div>
      <PlayConfirm ref={confirm} contest={playing} onClose={() => confirm.current?.close()} />
    </Page>
  );
}
