import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { codes } from '../../../contract/codes';
import { modeTable } from '../../../contract/modes';
import { shareTitles } from '../../../contract/share-card';
import { useApi } from '../../api';
import { ButtonLink } from '../../components/Button';
import { IconHome, IconPlay, IconShare } from '../../components/icons';
import { EmptyState, ErrorState, Page } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import { useIsLogin } from '../../lib/session';
import styles from './Share.module.css';

/**
 * /share/:id — a shared result card, open to anyone (issue 19): the picture the server rendered from its
 * record of the game, what it says in the reader's language, and a way in to play. The server sends this
 * page with the card's social tags already in its head (server/http/share-page.ts) for link previews.
 */
export default function SharePage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const signedIn = useIsLogin();
  const { data: card, error, loading, reload } = useApi('get_share', { id });

  if (error && !loading) {
    const missing = error.code === codes.shareMissing;
    return (
      <Page narrow>
        <Seo title={t('share_page_missing_title')} noindex />
        <h1 className="visually-hidden">{t('share_page_missing_title')}</h1>
        {missing ? (
          <EmptyState
            Icon={IconShare}
            title={t('share_page_missing_title')}
            text={t('share_page_missing_text')}
            action={<ButtonLink to="/">{t('share_page_home')}</ButtonLink>}
            testId="share-missing"
          />
        ) : (
          <ErrorState message={error.message} offline={error.code === 'offline'} onRetry={reload} />
        )}
      </Page>
    );
  }
  if (!card) {
    return (
      <Page narrow>
        <Skeleton height="auto" style={{ aspectRatio: '1' }} radius="var(--radius-lg)" />
        <Skeleton height={48} radius="var(--radius-md)" />
      </Page>
    );
  }

  // The picture speaks the sharer's language; the page around it speaks the reader's.
  const { title, description } = shareTitles({ ...card, language: i18n.language }, t);
  const play = signedIn ? (modeTable.find((m) => m.id === card.mode)?.path ?? '/') : '/auth/sign-up/';
  return (
    <Page narrow className={styles.page}>
      <Seo title={title} description={description} image={card.image} imageSize={[1080, 1080]} noindex />
      <h1 className={styles.title} dir="auto" data-testid="share-title">
        {title}
      </h1>
      <img
        className={styles.card}
        src={card.image}
        alt={description}
        width={1080}
        height={1080}
        data-testid="share-card"
      />
      <div className={styles.actions}>
        <ButtonLink to={play} block data-testid="share-play">
          <IconPlay size={20} /> {t('share_page_play')}
        </ButtonLink>
        <ButtonLink to="/" variant="ghost" block>
          <IconHome size={20} /> {t('share_page_home')}
        </ButtonLink>
      </div>
    </Page>
  );
}
