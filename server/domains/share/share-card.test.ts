import { describe, expect, it } from 'vitest';
import type { ShareCard } from '../../../contract';
import { cardLayout, cardText, shareTitles, type CardOp } from '../../../contract/share-card';
import arabicPack from '../../../contract/strings/languages/arabic.json';
import englishPack from '../../../contract/strings/languages/english.json';
import share from '../../../contract/strings/features/share.json';
import { translator } from '../../lib/translator';

const english = { ...englishPack.strings, ...share.english } as Record<string, string>;
const arabic = { ...arabicPack.strings, ...share.arabic } as Record<string, string>;
const en = translator('english', english, english);
const ar = translator('arabic', arabic, english);

const card = (over: Partial<ShareCard> = {}): ShareCard => ({
  kind: 'quiz',
  mode: 'quiz_zone',
  title: 'Science · Space',
  level: 3,
  day: '',
  correct: 8,
  total: 10,
  percent: 80,
  score: 32,
  outcome: 'passed',
  rank: 0,
  players: 0,
  streak: 0,
  player: 'Ada',
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  url: 'https://quiz.example/share/AbCdEfGhIjKlMnOpQrStUv',
  image: 'https://quiz.example/share/AbCdEfGhIjKlMnOpQrStUv.png?v=1',
  language: 'english',
  rtl: false,
  site_name: 'OpenQuiz',
  primary_color: '#6c3ce0',
  created_at: '2026-03-14T10:00:00.000Z',
  ...over,
});

const texts = (ops: CardOp[]) => ops.flatMap((op) => (op.type === 'text' ? [op] : []));

describe('the server’s translator', () => {
  it('reads plurals as i18next does: _zero for 0, then the language’s category, then _other', () => {
    expect(ar('share_card_streak', { count: 0 })).toBe('سلسلة 0 يوم');
    expect(ar('share_card_streak', { count: 1 })).toBe('سلسلة يوم واحد');
    expect(ar('share_card_streak', { count: 2 })).toBe('سلسلة يومين');
    expect(ar('share_card_streak', { count: 5 })).toBe('سلسلة 5 أيام');
    expect(ar('share_card_streak', { count: 11 })).toBe('سلسلة 11 يومًا');
    expect(en('share_card_points', { count: 1, points: '+1' })).toBe('+1 point');
    expect(en('share_card_points', { count: 0, points: '0' })).toBe('0 points');
  });

  it('falls back to English, then to the key', () => {
    const sparse = translator('arabic', {}, english);
    expect(sparse('share_card_cta')).toBe('Can you beat it?');
    expect(sparse('no_such_key')).toBe('no_such_key');
  });
});

describe('the card’s words', () => {
  it('says what each kind of game earned', () => {
    expect(cardText(card(), en)).toMatchObject({
      headline: 'Passed!',
      mode: 'Quiz Zone · Level 3',
      big: '80%',
      small: '8 of 10 right',
      chips: ['+32 points'],
      link: 'quiz.example/share/AbCdEfGhIjKlMnOpQrStUv',
    });
    const daily = cardText(
      card({ mode: 'daily_quiz', level: 0, day: '2026-03-14', score: 0, streak: 12 }),
      en,
    );
    expect(daily).toMatchObject({ title: 'March 14, 2026', mode: 'Daily Quiz', chips: ['12-day streak'] });
    const group = card({
      kind: 'battle',
      mode: 'group_battle',
      outcome: 'won',
      rank: 1,
      players: 4,
      score: 14,
    });
    expect(cardText(group, en)).toMatchObject({
      headline: 'Victory!',
      big: '8/10',
      chips: ['+14 points', '#1 of 4'],
    });
    const random = card({
      kind: 'battle',
      mode: 'random_battle',
      outcome: 'lost',
      players: 2,
      rank: 2,
      score: 0,
    });
    expect(cardText(random, en).chips).toEqual([]);
    const contest = card({
      kind: 'contest',
      mode: 'contest_play',
      outcome: '',
      score: -4,
      rank: 2,
      players: 40,
    });
    expect(cardText(contest, en)).toMatchObject({ big: '-4', chips: ['8 of 10 right', '#2 of 40'] });
  });

  it('titles the page in the card’s language', () => {
    expect(shareTitles(card(), en)).toEqual({
      title: "Ada's result in Quiz Zone: 80%",
      description:
        'Science · Space · Quiz Zone · Level 3 · 8 of 10 right · +32 points — can you do better? Play free on OpenQuiz.',
    });
    // Intl marks the percent sign left to right (U+200E) so it stays beside its number.
    expect(shareTitles(card({ language: 'arabic', rtl: true }), ar).title).toMatch(
      /^نتيجة Ada في منطقة الأسئلة: 80\u200e?%/,
    );
  });
});

describe('the layout', () => {
  it('keeps a long line inside its box: smaller first, then cut', () => {
    const long = 'A category with a very long name · and an even longer subcategory name than that';
    const title = texts(cardLayout(card({ title: long }), cardText(card({ title: long }), en))).find((op) =>
      op.text.startsWith('A category'),
    )!;
    expect(title.size).toBeLessThan(44);
    expect(title.text.endsWith('…')).toBe(true);
  });

  it('reads right to left where an Arabic card has Arabic words, and puts its first chip on the right', () => {
    const c = card({ language: 'arabic', rtl: true, streak: 3, mode: 'daily_quiz', day: '2026-03-14' });
    const ops = cardLayout(c, cardText(c, ar));
    const lines = texts(ops);
    expect(lines.find((op) => op.text.includes('منطقة') || op.text.includes('المسابقة'))?.rtl).toBe(true);
    // The link and a Latin name keep their order.
    expect(lines.find((op) => op.text.startsWith('quiz.example'))?.rtl).toBe(false);
    expect(lines.find((op) => op.text === 'Ada')?.rtl).toBe(false);
    const chips = ops.filter((op) => op.type === 'rect' && op.h === 66);
    const [first] = lines.filter((op) => op.text.includes('نقطة'));
    expect(chips).toHaveLength(2);
    expect(first!.x).toBeGreaterThan(540);
  });
});
