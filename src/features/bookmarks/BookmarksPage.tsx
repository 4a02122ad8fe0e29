import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { BookmarkList } from './BookmarkList';
import { BookmarkTabs, panelId, tabId } from './BookmarkTabs';
import styles from './Bookmarks.module.css';
import { typeFrom } from './paths';

/** The player's saved questions, one tab per mode; the tab is in the URL so back and reload keep it. */
export default function BookmarksPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = typeFrom(params);

  return (
    <Page narrow>
      <Seo title={t('mode_bookmarks')} description={t('mode_bookmarks_desc')} />
      <PageHeader title={t('mode_bookmarks')} subtitle={t('mode_bookmarks_desc')} back="/profile/" />
      <BookmarkTabs type={type} onSelect={(next) => setParams({ type: String(next) }, { replace: true })} />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(type)} className={styles.panel}>
        <BookmarkList key={type} type={type} />
      </div>
    </Page>
  );
}
