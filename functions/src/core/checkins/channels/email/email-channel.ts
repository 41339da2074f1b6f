import { localDate } from '../../schedule-times.ts';
import { isWaiting, type Channel } from '../channel.ts';
import { emailOutbox } from './outbox.ts';
import { deliverRoundEmail, wantsEmail } from './send-email.ts';

// Email: one email says the whole round, so its state is on the round's item, not on each check-in.
export const emailChannel: Channel = {
  name: 'email',
  isOn: wantsEmail,
  start: (on) => ({ round: { email: on ? 'pending' : 'none' } }),
  send: async (round, to, now) => {
    if (round.checkins.length === 0 || !isWaiting(round.round.email)) return [];
    const target = { user_id: to.user.id, kind: to.kind, day: localDate(to.dueAt, to.settings.timezone) };
    return [await deliverRoundEmail(target, now, { user: to.user, settings: to.settings, checkins: round.checkins }, round.emailHeld ? round.round : undefined)];
  },
  retry: {
    outbox: emailOutbox,
    resend: (message, now) => {
      if (message.type !== 'deliver-email') throw new Error(`Not a round's email: ${message.type}`);
      return deliverRoundEmail({ user_id: message.user_id, kind: message.kind, day: message.day, fromOutbox: true }, now);
    },
  },
};
