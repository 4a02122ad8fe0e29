import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { call } from '../../api';
import { PremiumLockedState } from '../../components/PremiumUnlock';
import { resolveTarget, useContentLanguage } from '../../lib/catalogue-target';
import { PlayScreen } from '../../play/PlayScreen';
import { practiceModes, type ModeProps } from './config';
import { introPath, sessionPaths } from './paths';
import { codes } from '../../../contract/codes';

export default function PlayPage({ mode }: ModeProps) {
  const { t } = useTranslation();
  const { category = '', subcategory } = useParams();
  const language = useContentLanguage();
  const { categoryType, fetch, bookmarkType } = practiceModes[mode];

  return (
    <PlayScreen
      load={async (signal) => {
        const target = await resolveTarget(categoryType, category, subcategory, language, signal);
        return call(fetch, { type: target.type, type_id: target.id, ...language }, { signal });
      }}
      loadKey={`${mode}:${category}:${subcategory ?? ''}:${language.language_id ?? 0}`}
      paths={sessionPaths(mode, category, subcategory)}
      title={t(`mode_${mode}`)}
      bookmarkType={bookmarkType}
      renderError={(code, message) =>
        code === codes.premiumLocked ? (
          <PremiumLockedState message={message} to={introPath(mode, category, subcategory)} />
        ) : undefined
      }
    />
  );
}
