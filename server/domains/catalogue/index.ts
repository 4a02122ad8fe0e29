// The catalogue domain's public interface (issue 15 §2): other domains, server/http, realtime, jobs and
// app.ts import only from here; inside the domain, files import each other directly.
export { levelDataOf } from './level-data';
export { categoryBySlug, hasUnlocked, subcategoryBySlug, unlockedLevel } from './catalogue-repo';
export type { CategoryRow, SubcategoryRow } from './catalogue-repo';
export { activeContentLanguageCodes, activeContentLanguages, contentLanguageId } from './content-language';
export { placeName } from './place-name';
