import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { IconCoin, IconCross, IconSparkles, IconUsers } from '../../../components/icons';
import { Page, PageHeader } from '../../../components/Page';
import { Seo } from '../../../components/Seo';
import { Tabs } from '../../../components/Tabs';
import { battlePaths, type BattleArea } from '../paths';
import { CreateRoomPanel } from './CreateRoomPanel';
import { JoinRoomPanel } from './JoinRoomPanel';
import { RoomArt } from './RoomArt';
import styles from './RoomSetup.module.css';

type Panel = 'create' | 'join';

/** Why the player was sent back here from a lobby (a `code_<n>` key), carried in the navigation state. */
export interface SetupNotice {
  notice?: string;
}

const copy = {
  one: {
    title: 'rooms_friend_title',
    subtitle: 'rooms_friend_subtitle',
    features: ['rooms_feature_one_v_one', 'rooms_feature_winner_pot'],
    back: battlePaths.hub,
  },
  group: {
    title: 'rooms_group_title',
    subtitle: 'rooms_group_subtitle',
    features: ['rooms_feature_up_to_four', 'rooms_feature_split_pot'],
    back: '/',
  },
} as const;

/**
 * Friend rooms (1 v 1, /random-battle/friend/) and group battles (2–4 players, /group-battle/): create a
 * room or join one by its code. A shared link (`?code=`) opens the join panel and joins at once.
 */
export default function RoomSetupPage({ area }: { area: BattleArea }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const sharedCode = params.get('code') ?? '';
  const [panel, setPanel] = useState<Panel>(sharedCode ? 'join' : 'create');
  const notice = (location.state as SetupNotice | null)?.notice;
  const text = copy[area];

  const dismissNotice = () =>
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });

  return (
    <Page narrow>
      <Seo title={t(text.title)} description={t(text.subtitle)} />
      <PageHeader title={t(text.title)} subtitle={t(text.subtitle)} back={text.back} />

      {notice ? (
        <div className={styles.notice} role="status" data-testid="room-notice">
          <span>{t(notice)}</span>
          <button
            type="button"
            className={styles.noticeClose}
            onClick={dismissNotice}
            aria-label={t('rooms_dismiss')}
          >
            <IconCross size={18} />
          </button>
        </div>
      ) : null}

      <div className={`${styles.hero} ${area === 'group' ? styles.heroGroup : ''}`}>
        <RoomArt area={area} />
        <ul className={styles.features}>
          {text.features.map((key, i) => (
            <li key={key} className={styles.feature}>
              {i === 0 ? <IconUsers size={18} /> : <IconCoin size={18} />}
              <span>{t(key)}</span>
            </li>
          ))}
        </ul>
      </div>

      <Tabs<Panel>
        tabs={[
          { value: 'create', label: t('rooms_tab_create'), icon: <IconSparkles size={18} /> },
          { value: 'join', label: t('rooms_tab_join'), icon: <IconUsers size={18} /> },
        ]}
        value={panel}
        onSelect={setPanel}
        tabId={(v) => `room-tab-${v}`}
        panelId="room-panel"
        label={t('rooms_tabs_label')}
      />
      <div id="room-panel" role="tabpanel" aria-labelledby={`room-tab-${panel}`} className={styles.panel}>
        {panel === 'create' ? <CreateRoomPanel area={area} /> : <JoinRoomPanel initialCode={sharedCode} />}
      </div>
    </Page>
  );
}
