import { expect, test, type Page } from '@playwright/test';
import { practiceBook } from './practice-book';
import { answerCurrent, signUp } from './support';

const book = practiceBook();
const intro = '/quiz-play/true-and-false-play/';

interface Heard {
  contexts: number;
  oscillators: number;
  vibrations: (number | number[])[];
  /** The context's state when the first oscillator was made: 'running' means no start-up delay. */
  firstState?: AudioContextState;
}

/**
 * Counts what the app really asks of the browser (issue 19): audio contexts made, oscillators started
 * (every sound is synthesised from them) and vibration patterns. Installed before the app's scripts.
 */
async function listen(page: Page) {
  await page.addInitScript(() => {
    const heard = {
      contexts: 0,
      oscillators: 0,
      vibrations: [] as unknown[],
      firstState: undefined as unknown,
    };
    (window as unknown as { __heard: typeof heard }).__heard = heard;
    const Real = window.AudioContext;
    const createOscillator = Real.prototype.createOscillator;
    Real.prototype.createOscillator = function (this: AudioContext) {
      heard.oscillators += 1;
      heard.firstState ??= this.state;
      return createOscillator.call(this);
    };
    window.AudioContext = class extends Real {
      constructor(options?: AudioContextOptions) {
        super(options);
        heard.contexts += 1;
      }
    };
    Object.defineProperty(Navigator.prototype, 'vibrate', {
      configurable: true,
      value: (pattern: VibratePattern) => {
        heard.vibrations.push(pattern);
        return true;
      },
    });
  });
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { __heard: Heard }).__heard);

/** Lets the open question's clock run out, a second at a time (so each second is rendered). */
async function runOutTheClock(page: Page) {
  for (let s = 0; s < 32; s++) {
    await page.clock.runFor(1000);
    if ((await page.getByTestId('feedback').innerText()).trim()) return;
  }
}

async function startTrueFalse(page: Page) {
  await page.goto(intro);
  await page.getByTestId('true-false-start').click();
  await expect(page.getByTestId('question-counter')).toHaveText(/\b1\/10\b/);
}

/** Waits for the next question after a verdict (the feedback stays 1.6 s). */
async function nextQuestion(page: Page, n: number) {
  await page.clock.runFor(2000);
  await expect(page.getByTestId('question-counter')).toHaveText(new RegExp(`\\b${n}/10\\b`));
}

test('sounds and vibrations follow the game, the player’s switches and the first gesture', async ({
  page,
}) => {
  await listen(page);
  await signUp(page);
  await page.clock.install();

  // No gesture in this document yet: a whole question's clock runs out (ticks, time up) in silence.
  await page.goto(`${intro}play/`);
  await expect(page.getByTestId('question-counter')).toHaveText(/\b1\/10\b/);
  await runOutTheClock(page);
  await expect(page.getByTestId('feedback')).not.toBeEmpty();
  expect(await heard(page)).toEqual({ contexts: 0, oscillators: 0, vibrations: [] });

  // Start is the first gesture: one context, and the verdicts are heard and felt.
  await startTrueFalse(page);
  await answerCurrent(page, book, true);
  await expect.poll(async () => (await heard(page)).oscillators).toBeGreaterThan(0);
  let now = await heard(page);
  expect(now.contexts).toBe(1);
  // Readied in the tap on Start, so already running when the first verdict came.
  expect(now.firstState).toBe('running');
  expect(now.vibrations).toEqual([35]);

  await nextQuestion(page, 2);
  const beforeWrong = now.oscillators;
  await answerCurrent(page, book, false);
  await expect.poll(async () => (await heard(page)).oscillators).toBeGreaterThan(beforeWrong);
  expect((await heard(page)).vibrations).toEqual([35, [45, 60, 45]]);

  // The last five seconds tick, then time is up: heard and felt, and no verdict sound on top.
  await nextQuestion(page, 3);
  const beforeClock = (await heard(page)).oscillators;
  await runOutTheClock(page);
  await expect(page.getByTestId('feedback')).not.toBeEmpty();
  now = await heard(page);
  // Five ticks of one oscillator each and the time-up sound of four.
  expect(now.oscillators - beforeClock).toBe(9);
  expect(now.vibrations).toEqual([35, [45, 60, 45], [90, 60, 90]]);
  expect(now.contexts).toBe(1);
});

test('with sound and vibration off nothing is heard or felt; reduced motion mutes by default', async ({
  page,
}) => {
  await listen(page);
  await signUp(page);
  await page.clock.install();
  await page.evaluate(() =>
    localStorage.setItem('openquiz.preferences', JSON.stringify({ sound: false, vibration: false })),
  );

  await startTrueFalse(page);
  await answerCurrent(page, book, true);
  await expect(page.getByTestId('feedback')).not.toBeEmpty();
  await nextQuestion(page, 2);
  await answerCurrent(page, book, false);
  await expect(page.getByTestId('feedback')).not.toBeEmpty();
  await nextQuestion(page, 3);
  await runOutTheClock(page);
  await expect(page.getByTestId('feedback')).not.toBeEmpty();
  // No audio context at all while sound is off (an idle one keeps a phone's audio awake).
  expect(await heard(page)).toEqual({ contexts: 0, oscillators: 0, vibrations: [] });

  // No choice made, but the system asks for reduced motion: sound is off, vibration is not.
  await page.evaluate(() => localStorage.removeItem('openquiz.preferences'));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await startTrueFalse(page);
  await answerCurrent(page, book, true);
  await expect(page.getByTestId('feedback')).not.toBeEmpty();
  expect(await heard(page)).toEqual({ contexts: 0, oscillators: 0, vibrations: [35] });
});
