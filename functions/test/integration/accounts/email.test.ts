import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_LINK_EXPIRED, RESET_LINK_EXPIRED, type ConfirmationSent } from '@cakewalk/shared/schemas/channels/mail.ts';
import type { Settings } from '@cakewalk/shared/schemas/settings.ts';
import type { ExportFile } from '@cakewalk/shared/schemas/account/export-file.ts';
import { addDays } from '@cakewalk/shared/rules/calendar-days.ts';
import type { User } from '@cakewalk/shared/schemas/account/user.ts';
import type { ParsedMail } from 'mailparser';
import { ddb } from '../../../src/data/client.ts';
import { saveMailToken } from '../../../src/data/accounts/mail-tokens.ts';
import { hashOfLinkToken } from '../../../src/core/email/link-token.ts';
import { client, createGoal, sampleBreakdown, signUp, type TestUser } from '../../support/api-client.ts';
import { runJob, saveSettings } from '../../support/checkin-stack.ts';
import { headerOf, linkIn, useTempMailbox } from '../../support/mailbox.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

// Email end to end over real HTTP: the local server writes each message as an .eml file into
// DATA_DIR/mail/, and the tests read them as a mail app would (mailparser), follow their links and
// post to their List-Unsubscribe URL.

const mailbox = useTempMailbox();
const stack = withLocalStack();
let origin: string;

beforeAll(() => {
  origin = process.env.PUBLIC_URL!;
});

const anonymous = () => client(stack.api);
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** Every message has both parts, and no link that does not start at PUBLIC_URL. */
function expectWellFormed(mail: ParsedMail): void {
  expect(mail.text?.trim()).toBeTruthy();
  expect(mail.html).toContain('<html');
  const links = [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g), ...String(mail.html).matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? match[0]);
  for (const link of links) expect(link.startsWith(origin)).toBe(true);
}

async function resetMail(user: TestUser): Promise<ParsedMail> {
  const reply = await anonymous()('POST', '/auth/password-reset', { email: user.email });
  expect(reply).toMatchObject({ status: 200, body: { ok: true } });
  const mail = (await mailbox.to(user.email)).at(-1);
  if (!mail) throw new Error('no reset email');
  return mail;
}

describe('password reset', () => {
  it('emails a link from PUBLIC_URL that sets a new password once, signs in and ends every earlier session', async () => {
    const user = await signUp(stack.api);
    const mail = await resetMail(user);
    expect(mail.subject).toBe('Reset your Cakewalk password');
    expectWellFormed(mail);
    const link = linkIn(mail, `${origin}/reset-password?token=`);
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const confirmed = await anonymous()<{ token: string }>('POST', '/auth/password-reset/confirm', { token: tokenOf(link), new_password: 'a brand new secret' });
    expect(confirmed.status).toBe(200);
    expect((await user.call('GET', '/users/me')).status).toBe(401);
    const me = await client(stack.api, confirmed.body.token)<User>('GET', '/users/me');
    expect(me.body).toMatchObject({ id: user.id, email_confirmed: true });
    expect((await anonymous()('POST', '/auth/login', { email: user.email, password: 'a brand new secret' })).status).toBe(200);
    expect((await anonymous()('POST', '/auth/login', { email: user.email, password: user.password })).status).toBe(401);

    const again = await anonymous()('POST', '/auth/password-reset/confirm', { token: tokenOf(link), new_password: 'yet another secret' });
    expect(again).toMatchObject({ status: 400, body: { error: RESET_LINK_EXPIRED } });
  });

  it('answers an unknown address exactly as a known one, and emails nothing', async () => {
    const before = (await mailbox.all()).length;
    const reply = await anonymous()('POST', '/auth/password-reset', { email: 'nobody.here@example.com' });
    expect(reply).toMatchObject({ status: 200, body: { ok: true } });
    expect((await mailbox.all()).length).toBe(before);
  });

  it('refuses an expired, an unknown and an earlier link, and a token made for confirming an address', async () => {
    const user = await signUp(stack.api);
    const unknown = await anonymous()('POST', '/auth/password-reset/confirm', { token: 'x'.repeat(43), new_password: 'a brand new secret' });
    expect(unknown).toMatchObject({ status: 400, body: { error: RESET_LINK_EXPIRED } });

    const stale = 'stale-token-'.padEnd(43, 'a');
    await saveMailToken(hashOfLinkToken(stale), 'reset', { user_id: user.id, email: user.email, token_version: 0, expires_at: Math.floor(Date.now() / 1000) - 1 });
    expect(await anonymous()('POST', '/auth/password-reset/confirm', { token: stale, new_password: 'a brand new secret' }))
      .toMatchObject({ status: 400, body: { error: RESET_LINK_EXPIRED } });

    // A link asked for before the password changed dies with the old password.
    const earlier = tokenOf(linkIn(await resetMail(user), `${origin}/reset-password?token=`));
    expect((await user.call('PUT', '/users/me/password', { current_password: user.password, new_password: 'changed meanwhile' })).status).toBe(200);
    expect(await anonymous()('POST', '/auth/password-reset/confirm', { token: earlier, new_password: 'a brand new secret' }))
      .toMatchObject({ status: 400, body: { error: RESET_LINK_EXPIRED } });

    const confirmLink = await confirmationMail(await signUp(stack.api));
    expect(await anonymous()('POST', '/auth/password-reset/confirm', { token: tokenOf(confirmLink), new_password: 'a brand new secret' }))
      .toMatchObject({ status: 400, body: { error: RESET_LINK_EXPIRED } });
  });

  it('sends at most 3 an hour to one address, known or not', async () => {
    for (const email of ['limited@example.com', (await signUp(stack.api)).email]) {
      for (let i = 0; i < 3; i++) expect((await anonymous()('POST', '/auth/password-reset', { email })).status).toBe(200);
      const fourth = await anonymous()('POST', '/auth/password-reset', { email });
      expect(fourth.status).toBe(429);
      expect(fourth.headers.get('retry-after')).toBeTruthy();
    }
  });
});

async function confirmationMail(user: TestUser): Promise<string> {
  expect(await user.call('POST', '/users/me/email/confirm')).toMatchObject({ status: 200, body: { ok: true } });
  const mail = (await mailbox.to(user.email)).at(-1)!;
  expect(mail.subject).toBe('Confirm your email for Cakewalk');
  expectWellFormed(mail);
  return linkIn(mail, `${origin}/confirm-email?token=`);
}

async function confirmAddress(user: TestUser): Promise<void> {
  const reply = await anonymous()('POST', '/auth/email/confirm', { token: tokenOf(await confirmationMail(user)) });
  expect(reply).toMatchObject({ status: 200, body: { ok: true } });
}

describe('confirming the address', () => {
  it('emails a link that confirms it once; GET /users/me says so', async () => {
    const user = await signUp(stack.api);
    expect((await user.call<User>('GET', '/users/me')).body.email_confirmed).toBe(false);
    const token = tokenOf(await confirmationMail(user));
    expect(await anonymous()('POST', '/auth/email/confirm', { token })).toMatchObject({ status: 200 });
    expect((await user.call<User>('GET', '/users/me')).body.email_confirmed).toBe(true);
    expect(await anonymous()('POST', '/auth/email/confirm', { token })).toMatchObject({ status: 400, body: { error: CONFIRM_LINK_EXPIRED } });
    // Confirmed already: nothing more to send.
    const sent = (await mailbox.to(user.email)).length;
    expect((await user.call('POST', '/users/me/email/confirm')).status).toBe(200);
    expect((await mailbox.to(user.email)).length).toBe(sent);
  });

  it('says, on a local run, which file the email was written to, so a person can open it', async () => {
    const user = await signUp(stack.api);
    const reply = await user.call<ConfirmationSent>('POST', '/users/me/email/confirm');
    expect(reply.status).toBe(200);
    expect(reply.body.local_copy).toMatch(/\.eml$/);
    expect(readFileSync(reply.body.local_copy ?? '', 'utf8')).toContain('Subject: Confirm your email for Cakewalk');
  });
});

const MINUTE = 60_000;
let clock = Math.ceil((Date.now() + 30 * MINUTE) / MINUTE) * MINUTE;

describe('check-ins by email', () => {
  it('sends the daily check-in and the weekly review, in the goal\'s tone, once the address is confirmed', async () => {
    const user = await signUp(stack.api, 'Robin');
    await createGoal(user, { ...sampleBreakdown, tone: 'strict' });
    const slot = new Date((clock += 15 * MINUTE));
    const time = slot.toISOString().slice(11, 16);
    const settings = { timezone: 'UTC', checkin_time: time, weekly_day: slot.getUTCDay(), weekly_time: time, email: { daily: true, weekly: true } };
    expect((await saveSettings(user, settings)).email).toEqual({ daily: true, weekly: true });

    // Not confirmed yet: the rounds stay in the app.
    await runJob(new Date(slot.getTime() + 20_000));
    expect(await mailbox.to(user.email)).toEqual([]);

    await confirmAddress(user);
    const nextDay = new Date(slot.getTime() + 24 * 60 * MINUTE);
    await runJob(new Date(nextDay.getTime() + 20_000));
    await runJob(new Date(nextDay.getTime() + 80_000));
    const checkinMails = (await mailbox.to(user.email)).filter((mail) => !mail.subject?.startsWith('Confirm'));
    expect(checkinMails.map((mail) => mail.subject)).toEqual([`Next step: ${sampleBreakdown.goal}`]);
    const [daily] = checkinMails;
    expectWellFormed(daily!);
    expect(daily!.text).toContain('Today’s check-in, Robin');
    expect(daily!.text).toContain(sampleBreakdown.goal);
    expect(headerOf(daily!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(daily!, 'List-Unsubscribe')).toMatch(new RegExp(`^<${origin}/api/email/unsubscribe/[\\w.-]+>$`));

    // A week after the first: the weekly review, by email too.
    const nextWeek = new Date(slot.getTime() + 7 * 24 * 60 * MINUTE);
    await runJob(new Date(nextWeek.getTime() + 20_000));
    const weekly = (await mailbox.to(user.email)).find((mail) => mail.subject === `Weekly review: ${sampleBreakdown.goal}`);
    expect(weekly?.text).toContain('Weekly review, Robin');
    expect(weekly?.text).toContain('Stop weekly review emails');
  });

  it("is held by the write that creates the round's item: its send makes no claim, and it goes once", async () => {
    const user = await signUp(stack.api, 'Robin');
    await confirmAddress(user);
    await createGoal(user, { ...sampleBreakdown, tone: 'strict' });
    const slot = new Date((clock += 15 * MINUTE));
    const time = slot.toISOString().slice(11, 16);
    await saveSettings(user, { timezone: 'UTC', checkin_time: time, email: { daily: true, weekly: false } });
    const writes: string[] = [];
    const counter = 'countRoundWrites';
    ddb().middlewareStack.add((next) => async (args) => {
      const input = args.input as { Item?: { pk?: string; sk?: string }; Key?: { pk?: string; sk?: string } };
      const key = input.Item ?? input.Key;
      if (key?.pk === `USER#${user.id}` && key.sk?.startsWith('CHECKINRUN#')) writes.push(input.Item ? 'put' : 'update');
      return next(args);
    }, { step: 'initialize', name: counter });
    try {
      await runJob(new Date(slot.getTime() + 20_000));
      await runJob(new Date(slot.getTime() + 20_000));
    } finally {
      ddb().middlewareStack.remove(counter);
    }
    expect((await mailbox.to(user.email)).filter((mail) => mail.subject === `Next step: ${sampleBreakdown.goal}`)).toHaveLength(1);
    // The round item's write, holding the email, and the write that settles it.
    expect(writes).toEqual(['put', 'update']);
  });

  it("carries the week's figures in the weekly review, with a link to Progress", async () => {
    const user = await signUp(stack.api, 'Robin');
    await confirmAddress(user);
    const slot = new Date((clock += 15 * MINUTE));
    const day = slot.toISOString().slice(0, 10);
    const ago = (n: number) => addDays(day, -n);
    // Imported history: a daily habit kept 5 of the last 7 days (two misses: one taken by a rest
    // day), and a one-off done on the best day, 3 days ago.
    const file: ExportFile = {
      format: 'cakewalk-export', version: 1, exported_at: new Date().toISOString(),
      user: { name: 'Robin', email: 'robin@example.com' }, settings: null, reflections: [], checkins: [],
      goals: [{
        title: 'Walk every day', description: '', due_date: addDays(day, 40), status: 'in_progress', tone: 'friendly',
        created_at: `${ago(20)}T08:00:00.000Z`,
        subgoals: [{ title: 'Walk', status: 'in_progress', tasks: [{ title: 'Walk', status: 'in_progress', microtasks: [
          { title: 'Walk 10 minutes', status: 'todo', repeat: { every: 'day', times: 90 }, done_days: [9, 8, 7, 6, 5, 3, 2, 1].map(ago) },
          { title: 'Buy walking shoes', status: 'done', done_days: [ago(3)] },
          { title: 'Map a route', status: 'todo' },
        ] }] }],
      }],
    };
    expect((await user.call('POST', '/users/me/import', file)).status).toBe(201);
    const time = slot.toISOString().slice(11, 16);
    await saveSettings(user, { timezone: 'UTC', checkin_time: time, weekly_day: slot.getUTCDay(), weekly_time: time, email: { daily: false, weekly: true } });
    await runJob(new Date(slot.getTime() + 20_000));
    const weekly = (await mailbox.to(user.email)).find((mail) => mail.subject === 'Your week with Walk every day');
    expect(weekly).toBeDefined();
    expectWellFormed(weekly!);
    const best = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${ago(3)}T00:00:00Z`));
    // The habit's ticks are habits kept, not bites; today's walk, still running, is no miss.
    expect(weekly!.text).toContain(`This week: 1 bite done. Habits kept: 5 of 5. Best day: ${best}. 1 run still going. See it all on Progress.`);
    expect(linkIn(weekly!, `${origin}/progress`)).toBe(`${origin}/progress`);
    expect(weekly!.text).toContain('See your progress');
  });

  it('turns a kind off with one POST to its List-Unsubscribe URL, without signing in', async () => {
    const user = await signUp(stack.api);
    await createGoal(user);
    await confirmAddress(user);
    const slot = new Date((clock += 15 * MINUTE));
    await saveSettings(user, { timezone: 'UTC', checkin_time: slot.toISOString().slice(11, 16), email: { daily: true, weekly: true } });
    await runJob(new Date(slot.getTime() + 20_000));
    const [daily] = (await mailbox.to(user.email)).filter((mail) => headerOf(mail, 'List-Unsubscribe'));
    const url = headerOf(daily!, 'List-Unsubscribe')!.slice(1, -1);

    // As a mail app does it (RFC 8058): a form-encoded POST with no cookies and no token.
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, kind: 'daily' });
    expect((await user.call<Settings>('GET', '/users/me/settings')).body.email).toEqual({ daily: false, weekly: true });

    const sent = (await mailbox.to(user.email)).length;
    await runJob(new Date(slot.getTime() + 24 * 60 * MINUTE + 20_000));
    expect((await mailbox.to(user.email)).length).toBe(sent);

    const forged = `${url.slice(0, -5)}AAAAA`;
    expect((await fetch(forged, { method: 'POST' })).status).toBe(400);
  });
});
