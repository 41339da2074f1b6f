import { FormError } from '../../../../lib/ui/form-message.tsx';
import { useCreateTelegramLink } from '../../api/telegram-link.ts';

interface TelegramConnectProps {
  linked: boolean;
  /** False when the server has no bot: nothing to connect to, so no button, only why. */
  available: boolean;
  /** Told when a link is out (and until when), so the page can watch for the chat being linked. */
  onLinkMade(expiresAt: number): void;
}

/** 'Connect Telegram': a one-time deep link to the bot, and whether a chat is linked. */
export function TelegramConnect({ linked, available, onLinkMade }: TelegramConnectProps) {
  const link = useCreateTelegramLink();
  const shown = link.data && !linked ? link.data : undefined;

  function connect() {
    link.mutate(undefined, { onSuccess: (made) => onLinkMade(Date.parse(made.expires_at)) });
  }

  return (
    <div className="telegram-connect">
      <h3 id="telegram-heading">Telegram</h3>
      <p role="status">
        {linked ? 'Linked: your check-ins also arrive on Telegram.' : 'Not linked: check-ins show here only.'}
      </p>
      {!available ? (
        // No bot on this server: a button that can never work would only puzzle, so say why instead.
        <p className="field-hint">
          Telegram check-ins are not set up on this Cakewalk server, so there is nothing to connect yet. Your check-ins
          come here in the app, and as notifications or emails if you turn those on below.
        </p>
      ) : shown ? (
        <p>
          <a className="btn" href={shown.url} target="_blank" rel="noreferrer">
            Open Telegram
          </a>{' '}
          <span className="field-hint">
            and press Start. The link works once, until {new Date(shown.expires_at).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })}.
          </span>
        </p>
      ) : (
        <button className="btn btn-secondary" type="button" onClick={connect} disabled={link.isPending}>
          {linked ? 'Link Another Chat' : 'Connect Telegram'}
        </button>
      )}
      {link.isError && <FormError>{link.error.message}</FormError>}
    </div>
  );
}
