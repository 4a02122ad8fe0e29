import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContestAttempt, ShareCard } from '../../contract';
import { codes } from '../../contract/codes';
import { battlePlayers, battleResults, battleRooms } from '../db/schema';
import { ok, post, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';
import { endContest, makeContest, playContest, runContestJob, startContest } from './contest-support';
import { startLevel, submit } from './play-helpers';

// A name written to break out of an attribute, open a tag and end the title.
const HOSTILE = `Ada "<script>alert(1)</script>" & </title>'`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'openquiz-dist-'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="robots" content="index, follow" /><title>OpenQuiz</title></head>' +
      '<body><div id="root"></div></body></html>',
  );
  t = await startTestApp({ DIST_DIR: dist });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const share = (fields: Record<string, string | number>, token: string) =>
  post(t.app, 'create_share', fields, token);

describe('create_share', () => {
  it("shares a finished level with the server's figures, once: sharing again gives the same link", async () => {
    const { token } = await signUp(t.app, 'Ada');
    const attempt = await startLevel(t.app, token);
    const result = await submit(t.app, t.database, token, attempt, 8);
    const card = await ok(t.app, 'create_share', { kind: 'quiz', id: attempt.attempt_id }, token);
    expect(card).toMatchObject({
      kind: 'quiz',
      mode: 'quiz_zone',
      level: 1,
      correct: 8,
      total: 10,
      percent: 80,
      outcome: 'passed',
      score: result.earned_score,
      player: 'Ada',
      language: 'english',
      rtl: false,
      site_name: 'OpenQuiz',
    });
    expect(card.title).toMatch(/\S · \S/);
    expect(card.id).toMatch(/^[\w-]{22}$/);
    expect(card.url).toMatch(new RegExp(`^http://localhost(:80)?/share/${card.id}$`));
    expect(card.image).toMatch(new RegExp(`/share/${card.id}\\.png\\?v=\\w+$`));

    const again = await ok(
      t.app,
      'create_share',
      { kind: 'quiz', id: attempt.attempt_id.toUpperCase() },
      token,
    );
    expect(again.id).toBe(card.id);
    // Anyone with the link sees it, signed in or not.
    expect(await ok(t.app, 'get_share', { id: card.id })).toMatchObject({ id: card.id, correct: 8 });
  });

  it('refuses an unfinished game with its own code, and anything not the caller’s alike', async () => {
    const ada = await signUp(t.app, 'Ada');
    const bo = await signUp(t.app, 'Bo');
    const open = await startLevel(t.app, ada.token);
    expect((await share({ kind: 'quiz', id: open.attempt_id }, ada.token)).body).toMatchObject({
      error: true,
      message: codes.shareNotFinished,
    });
    await submit(t.app, t.database, ada.token, open, 3);
    // Another player's finished game, a made-up id and a malformed one: one answer, no oracle.
    for (const id of [open.attempt_id, randomUUID(), 'not-an-id', '1; DROP TABLE shares']) {
      const res = await share({ kind: 'quiz', id }, bo.token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ error: true, message: codes.shareNotOwn });
    }
    expect((await share({ kind: 'quiz', id: open.attempt_id }, ada.token)).body.error).toBe(false);
    // Players only: a visitor has no results.
    expect((await post(t.app, 'create_share', { kind: 'quiz', id: open.attempt_id })).status).toBe(401);
    expect((await post(t.app, 'get_share', { id: 'AAAAAAAAAAAAAAAAAAAAAA' })).body).toMatchObject({
      error: true,
      message: codes.shareMissing,
    });
  });

  it('shares the daily quiz with its day and streak, worded in Arabic when asked', async () => {
    const { token } = await signUp(t.app, 'Ada');
    const daily = await ok(t.app, 'get_daily_quiz', { timezone: 'UTC' }, token);
    await submit(t.app, t.database, token, daily, 6);
    const card = await ok(
      t.app,
      'create_share',
      { kind: 'quiz', id: daily.attempt_id, language: 'arabic' },
      token,
    );
    expect(card).toMatchObject({ mode: 'daily_quiz', streak: 1, correct: 6, language: 'arabic', rtl: true });
    expect(card.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A language the site does not offer words it in the default.
    const other = await ok(
      t.app,
      'create_share',
      { kind: 'quiz', id: daily.attempt_id, language: 'klingon' },
      token,
    );
    expect(other).toMatchObject({ id: card.id, language: 'english', rtl: false });
  });

  it("shares a battle from the finished room: the player's own seat, outcome, place and win streak", async () => {
    const ada = await signUp(t.app, 'Ada');
    const bo = await signUp(t.app, 'Bo');
    const room = async (state: 'finished' | 'started', adaScore: number, boScore: number) => {
      const id = randomUUID();
      await t.database.db.insert(battleRooms).values({
        id,
        kind: 'random',
        ownerId: ada.user.id,
        languageId: 1,
        entryFee: 0,
        maxPlayers: 2,
        secondsPerQuestion: 15,
        questions: [{}, {}, {}] as never,
        state,
        finishedAt: state === 'finished' ? new Date() : null,
      });
      await t.database.db.insert(battlePlayers).values([
        { roomId: id, seat: 0, userId: ada.user.id, name: 'Ada', score: adaScore, correct: adaScore / 4 },
        { roomId: id, seat: 1, userId: bo.user.id, name: 'Bo', score: boScore, correct: boScore / 4 },
      ]);
      if (state === 'finished') {
        const outcome = (a: number, b: number) => (a > b ? 'won' : a < b ? 'lost' : 'draw');
        await t.database.db.insert(battleResults).values([
          {
            roomId: id,
            userId: ada.user.id,
            mode: 'random',
            outcome: outcome(adaScore, boScore),
            score: adaScore,
            correct: adaScore / 4,
            coins: 0,
          },
          {
            roomId: id,
            userId: bo.user.id,
            mode: 'random',
            outcome: outcome(boScore, adaScore),
            score: boScore,
            correct: boScore / 4,
            coins: 0,
          },
        ]);
      }
      return id;
    };
    const first = await room('finished', 12, 4);
    const second = await room('finished', 8, 4);
    await room('finished', 0, 4);
    const playing = await room('started', 4, 0);
    // Ada's second win was her second in a row, whatever came after it (a loss, then a game in play).
    const won = await ok(t.app, 'create_share', { kind: 'battle', id: second }, ada.token);
    expect(won).toMatchObject({
      kind: 'battle',
      mode: 'random_battle',
      outcome: 'won',
      rank: 1,
      players: 2,
      score: 8,
      correct: 2,
      total: 3,
      streak: 2,
    });
    expect(await ok(t.app, 'create_share', { kind: 'battle', id: first }, bo.token)).toMatchObject({
      outcome: 'lost',
      rank: 2,
      score: 4,
      streak: 0,
    });
    expect((await share({ kind: 'battle', id: playing }, ada.token)).body.message).toBe(
      codes.shareNotFinished,
    );
    const stranger = await signUp(t.app, 'Cy');
    expect((await share({ kind: 'battle', id: first }, stranger.token)).body.message).toBe(codes.shareNotOwn);
  });

  it("shares a contest from the player's entry, and its place once the contest is settled", async () => {
    const admin = (await signUpAdmin(t)).token;
    const { token } = await signUp(t.app, 'Ada');
    const contest = await makeContest(t, admin, { name: 'Spring <Cup>' });
    const attempt = (await startContest(t, token, contest.id)).body.data as ContestAttempt;
    expect((await share({ kind: 'contest', id: contest.id }, token)).body.message).toBe(
      codes.shareNotFinished,
    );
    // Its attempt is shared as the contest, not as a quiz.
    expect((await share({ kind: 'quiz', id: attempt.attempt_id }, token)).body.message).toBe(
      codes.shareNotOwn,
    );
    await playContest(t, token, attempt, 3);
    const card = await ok(t.app, 'create_share', { kind: 'contest', id: contest.id }, token);
    expect(card).toMatchObject({
      kind: 'contest',
      mode: 'contest_play',
      title: 'Spring <Cup>',
      correct: 3,
      total: 4,
      rank: 0,
    });
    await endContest(t, contest.id);
    await runContestJob(t);
    const settled = await ok(t.app, 'create_share', { kind: 'contest', id: `0${contest.id}` }, token);
    expect(settled).toMatchObject({ id: card.id, rank: 1, players: 1, score: card.score });
    expect(settled.image).not.toBe(card.image);
    const other = await signUp(t.app, 'Bo');
    expect((await share({ kind: 'contest', id: contest.id }, other.token)).body.message).toBe(
      codes.shareNotOwn,
    );
  });
});

describe('the shared page and picture', () => {
  let card: ShareCard;
  beforeAll(async () => {
    const { token } = await signUp(t.app, HOSTILE);
    const attempt = await startLevel(t.app, token);
    await submit(t.app, t.database, token, attempt, 7);
    card = await ok(t.app, 'create_share', { kind: 'quiz', id: attempt.attempt_id }, token);
  });

  const content = (html: string, key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

  it('serves the app with the card’s social tags, every value escaped', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/share/${card.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    const title = content(html, 'og:title')!;
    expect(title).toContain(
      'Ada &#34;&#60;script&#62;alert(1)&#60;/script&#62;&#34; &#38; &#60;/title&#62;&#39;',
    );
    expect(title).toContain('Quiz Zone: 70%');
    expect(content(html, 'og:description')).toContain('7 of 10 right');
    expect(content(html, 'og:image')).toBe(card.image.replace(/&/g, '&#38;'));
    expect(content(html, 'og:image:width')).toBe('1080');
    expect(content(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="${card.url}">`);
    // One title (the card's), one robots tag, and no markup from the name.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="robots"/g)).toHaveLength(1);
    expect(content(html, 'robots')).toBe('noindex, follow');
    expect(html).not.toContain('<script>alert');
    // The page's own two data blocks (web settings, boot data), and no script from the name.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<script id="(web-settings|boot-data)" type="application\/json">/g)).toHaveLength(2);
    expect(html).toContain('<div id="root"></div>');
  });

  it('renders the card as a 1080 × 1080 PNG, the same bytes again from the cache', async () => {
    const url = new URL(card.image).pathname + new URL(card.image).search;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1080,
      height: 1080,
    });
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('answers an unknown card with the app’s page, status 404 and kept out of search, and no picture', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'nope', '%3Cscript%3E']) {
      const page = await t.app.inject({ method: 'GET', url: `/share/${id}` });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).toContain('<meta name="robots" content="noindex">');
      expect(page.body).not.toContain('og:image');
      const png = await t.app.inject({ method: 'GET', url: `/share/${id}.png` });
      expect(png.statusCode).toBe(404);
    }
  });

  it('words an Arabic card’s page in Arabic', async () => {
    const { token } = await signUp(t.app, 'Ada');
    const attempt = await startLevel(t.app, token);
    await submit(t.app, t.database, token, attempt, 5);
    const ar = await ok(
      t.app,
      'create_share',
      { kind: 'quiz', id: attempt.attempt_id, language: 'arabic' },
      token,
    );
    const html = (await t.app.inject({ method: 'GET', url: `/share/${ar.id}` })).body;
    expect(content(html, 'og:title')).toMatch(/^نتيجة Ada في .+: 50/);
    const png = await t.app.inject({ method: 'GET', url: `/share/${ar.id}.png` });
    expect(png.headers['content-type']).toBe('image/png');
  });
});
