import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../components/Button';
import { IconQuestion, IconWifiOff } from '../../components/icons';
import { EmptyState, Page, PageHeader } from '../../components/Page';
import { Article, MetaChip, ReadingMeta, StartBar, StartLink } from '../../components/Reading';
import { Seo } from '../../components/Seo';
import { packPassages } from '../../lib/packs/local-play';
import { getPack, packKey, type StoredPack } from '../../lib/packs/pack-store';
import { readingMinutes } from '../../lib/reading-time';
import { useUser } from '../../lib/session';
import { offlineHome, offlinePlayPath } from './paths';

/** A fun & learn passage from a pack: read it with no network, then take its quiz from the pack. */
export default function PassagePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const scope = params.get('pack') ?? '';
  const id = Number(params.get('passage')) || 0;
  const user = useUser();
  const [pack, setPack] = useState<StoredPack | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void getPack(packKey(user?.id ?? 0, scope)).then((p) => live && setPack(p ?? null));
    return () => {
      live = false;
    };
  }, [user?.id, scope]);

  const passage = pack ? packPassages(pack).find((p) => p.id === id) : undefined;
  const count = pack?.questions.filter((q) => q.passage_id === id).length ?? 0;

  return (
    <Page narrow>
      <Seo title={passage?.title ?? t('offline_packs_title')} />
      <PageHeader
        title={passage?.title ?? t('offline_packs_title')}
        subtitle={pack?.title}
        back={offlineHome}
      />
      {passage ? (
        <>
          <ReadingMeta>
            <MetaChip>
              <IconQuestion size={14} /> {t('offline_questions', { count })}
            </MetaChip>
            <MetaChip>{t('fl_reading_minutes', { count: readingMinutes(passage.detail) })}</MetaChip>
          </ReadingMeta>
          <Article html={passage.detail} testId="offline-passage-detail" />
          <StartBar>
            <StartLink
              to={offlinePlayPath({ pack: scope, mode: 'fun_n_learn', level: 0, passage: id, count: 50 })}
              label={t('start_quiz')}
              testId="offline-passage-start"
            />
          </StartBar>
        </>
      ) : pack === undefined ? null : (
        <EmptyState
          title={t('offline_pack_missing')}
          Icon={IconWifiOff}
          action={
            <ButtonLink to={offlineHome} variant="secondary">
              {t('back')}
            </ButtonLink>
          }
        />
      )}
    </Page>
  );
}
