export { lastResultAtom, useLastResult, type LastResult, type PlayPaths } from './state';
export { CardArt, CardSkeletons } from './CardArt';
export { default as cardStyles } from './Cards.module.css';
export { PlayScreen, type PlayScreenProps } from './PlayScreen';
export { ResultScreen } from './ResultScreen';
export { ReviewScreen } from './ReviewScreen';
export { LevelGrid } from './LevelGrid';
export { serverBackend, type LifelineOutcome, type PlayBackend, type Verdict } from './backend';
