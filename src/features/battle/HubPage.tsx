import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApi } from '../../api';
import { IconCoin, IconLock, IconNext, IconSwords, IconUsers, type IconProps } from '../../components/icons';
import { Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { configNumber, configOn, useSystemConfig } from '../../lib/settings';
import styles from './Hub.module.css';
import { BattleRecord } from './parts/BattleRecord';
import { IconRobot } from './parts/icons';
import { battlePaths } from './paths';
import { searchUrl } from './search/search-url';

interface Choice {
  id: 'random' | 'friend' | 'bot';
  to: string;
  Icon: ComponentType<IconProps>;
  title: string;
  text: string;
  chips: ReactNode[];
  off: boolean;
}

/** A big tappable card of the hub; an option the admin turned off stays visible but says so. */
function ChoiceCard({ choice }: { choice: Choice }) {
  const { t } = useTranslation();
  const body = (
    <>
      <span className={styles.choiceIcon} aria-hidden="true">
        {choice.off ? <IconLock size={30} /> : <choice.Icon size={32} />}
      </span>
      <span className={styles.choiceBody}>
        <span className={styles.choiceTitle}>{choice.title}</span>
        <span className={styles.choiceText}>{choice.off ? t('battle_choice_off') : choice.text}</span>
        {choice.off ? null : <span className={styles.chips}>{choice.chips}</span>}
      </span>
      {choice.off ? null : <IconNext size={22} className={styles.chevron} />}
    </>
  );
  return (
    <li>
      {choice.off ? (
        <div
          className={styles.choice}
          data-tone={choice.id}
          aria-disabled="true"
          data-testid={`hub-${choice.id}`}
        >
          {body}
        </div>
      ) : (
        <Link className={styles.choice} data-tone={choice.id} to={choice.to} data-testid={`hub-${choice.id}`}>
          {body}
        </Link>
      )}
    </li>
  );
}

/** /random-battle/: the 1 v 1 hub — random, friend or bot — and the player's battle record. */
export default function HubPage() {
  const { t } = useTranslation();
  const config = useSystemConfig();
  const fee = configNumber(config, 'battle_mode_random_entry_coin');
  const randomOff = !configOn(config, 'battle_mode_random');
  const friendOff = !configOn(config, 'battle_mode_one');
  const stats = useApi('get_battle_statistics', { limit: 5 });

  const choices: Choice[] = [
    {
      id: 'random',
      to: searchUrl(),
      Icon: IconSwords,
      title: t('battle_random_title'),
      text: t('battle_random_text'),
      chips: [
        <span key="fee" className={styles.chip} data-kind="gold" data-testid="hub-random-fee">
          <IconCoin size={14} />
          {fee > 0 ? t('battle_entry_fee', { count: fee }) : t('battle_free_entry')}
        </span>,
        fee > 0 ? (
          <span key="pot" className={styles.chip}>
            {t('battle_winner_takes', { count: fee * 2 })}
          </span>
        ) : null,
      ],
      off: randomOff,
    },
    {
      id: 'friend',
      to: battlePaths.friend,
      Icon: IconUsers,
      title: t('battle_friend_title'),
      text: t('battle_friend_text'),
      chips: [
        <span key="code" className={styles.chip}>
          {t('battle_friend_chip')}
        </span>,
      ],
      off: friendOff,
    },
    {
      id: 'bot',
      to: searchUrl({ bot: true }),
      Icon: IconRobot,
      title: t('battle_bot_title'),
      text: t('battle_bot_text'),
      chips: [
        <span key="free" className={styles.chip} data-kind="info">
          {t('battle_bot_chip')}
        </span>,
      ],
      off: randomOff,
    },
  ];

  return (
    <Page>
      <Seo title={t('mode_random_battle')} description={t('mode_random_battle_desc')} />
      <div className={styles.hub}>
        <PageHeader title={t('mode_random_battle')} subtitle={t('mode_random_battle_desc')} back="/" />
        <div className={styles.layout}>
          <section aria-labelledby="hub-choose">
            <h2 id="hub-choose" className="visually-hidden">
              {t('battle_choose_how')}
            </h2>
            <ul className={styles.choices}>
              {choices.map((c) => (
                <ChoiceCard key={c.id} choice={c} />
              ))}
            </ul>
          </section>
          <BattleRecord stats={stats} />
        </div>
      </div>
    </Page>
  );
}
