export { lastResultAtom, useLastResult, type LastResult, type PlayPaths } from './state';
export { PlayScreen, type PlayScreenProps } from './PlayScreen';
export { ResultScreen } from './ResultScreen';
export { ReviewScreen } from './ReviewScreen';
export { ReviewList } from './ReviewList';
export { LevelGrid } from './LevelGrid';
export { serverBackend, type LifelineOutcome, type PlayBackend, type Verdict } from './backend';
export { LevelsView, type LevelsModeId } from './LevelsView';
export { levelPlayPathOf, levelSessionPathsOf, levelsPathOf } from './level-paths';
