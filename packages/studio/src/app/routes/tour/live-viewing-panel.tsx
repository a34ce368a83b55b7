import type { StudioStartedLiveViewing } from '@tourview/schema';
import { useState, type FormEvent } from 'react';
import { CopyField } from '../../../components/copy-field.js';
import { Field } from '../../../components/field.js';
import { FormError } from '../../../components/form-error.js';
import { useEndLiveViewing, useLiveViewings, useStartLiveViewing } from '../../../lib/api/live-viewings.js';

function when(iso: string): string {
  return new Date(iso).toLocaleString();
}

/**
 * Live viewings of a published tour: the agent names itself, starts one, opens its host page
 * and sends the guest link; a running one can be ended (its links revoked) from here.
 */
export function LiveViewingPanel({ code }: { code: string }) {
  const viewings = useLiveViewings(code);
  const start = useStartLiveViewing(code);
  const end = useEndLiveViewing(code);
  const [hostName, setHostName] = useState('');
  const [started, setStarted] = useState<StudioStartedLiveViewing | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate({ hostName, minutes: 120 }, { onSuccess: setStarted });
  };
  const running = (viewings.data?.viewings ?? []).filter(
    (v) => !v.endedAt && new Date(v.expiresAt) > new Date(),
  );
  return (
    <section aria-labelledby="live" className="panel">
      <h2 id="live">Live viewing</h2>
      <p className="muted">
        Lead buyers through the tour in real time, with voice and chat. Guests open the link in any browser,
        without an account; it works for two hours or until you end it.
      </p>
      <form onSubmit={submit} className="stack">
        <Field
          label="Your name, as guests see it"
          value={hostName}
          maxLength={40}
          required
          onChange={(e) => setHostName(e.target.value)}
        />
        <button type="submit" disabled={start.isPending}>
          Start a live viewing
        </button>
      </form>
      <FormError error={start.error ?? end.error} />
      {started ? (
        <div className="stack" data-testid="live-viewing-started">
          <p>
            <a href={started.hostUrl} target="_blank" rel="noreferrer">
              Open the viewing as its host
            </a>{' '}
            (keep this link to yourself)
          </p>
          <CopyField label="Guest link to send" value={started.guestUrl} />
        </div>
      ) : null}
      {running.length > 0 ? (
        <ul className="stack">
          {running.map((v) => (
            <li key={v.id}>
              {v.hostName}, until {when(v.expiresAt)}{' '}
              <button type="button" onClick={() => end.mutate(v.id)} disabled={end.isPending}>
                End for everyone
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
