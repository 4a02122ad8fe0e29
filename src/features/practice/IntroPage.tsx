import { useParams } from 'react-router-dom';
import type { ModeProps } from './config';
import { IntroView } from './IntroView';

export default function IntroPage({ mode }: ModeProps) {
  const { category = '', subcategory = '' } = useParams();
  return (
    <IntroView key={`${category}/${subcategory}`} mode={mode} category={category} subcategory={subcategory} />
  );
}
