import { useParams } from 'react-router-dom';
import { ReviewScreen } from '../../play';
import { practiceModes, type ModeProps } from './config';
import { sessionPaths } from './paths';

export default function ReviewPage({ mode }: ModeProps) {
  const { category = '', subcategory } = useParams();
  return (
    <ReviewScreen
      paths={sessionPaths(mode, category, subcategory)}
      bookmarkType={practiceModes[mode].bookmarkType}
    />
  );
}
