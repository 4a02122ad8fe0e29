import { MathText } from '../../play/MathText';

/** An exam's text: LaTeX between dollars rendered (KaTeX, loaded lazily) when the exam says so. */
export function ExamText({ text, latex }: { text: string; latex: boolean }) {
  return latex ? <MathText text={text} /> : <>{text}</>;
}
