import { useEffect, useState } from 'react';
import { loadKatex, type Katex } from '../lib/katex';

/** Splits "Solve $x^2 = 4$" into text and math parts; "\$" is a literal dollar. */
function mathParts(text: string): { math: boolean; value: string }[] {
  const parts: { math: boolean; value: string }[] = [];
  let math = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\' && text[i + 1] === '$') {
      current += '$';
      i++;
    } else if (ch === '$') {
      if (current) parts.push({ math, value: current });
      current = '';
      math = !math;
    } else current += ch;
  }
  if (current) parts.push({ math, value: current });
  return parts;
}

const hasMath = (text: string) => /(^|[^\\])\$/.test(text);

/** Text with inline LaTeX between dollars rendered by KaTeX; plain text renders as is. */
export function MathText({ text }: { text: string }) {
  const [katex, setKatex] = useState<Katex | null>(null);
  const math = hasMath(text);
  useEffect(() => {
    if (math) void loadKatex().then(setKatex);
  }, [math]);
  if (!math) return <>{text}</>;
  return (
    <>
      {mathParts(text).map((part, i) =>
        part.math && katex ? (
          <span
            key={i}
            // KaTeX output is generated markup, not user HTML.
            dangerouslySetInnerHTML={{
              __html: katex.renderToString(part.value, { throwOnError: false, output: 'htmlAndMathml' }),
            }}
          />
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </>
  );
}
