import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { LIVE_LIMITS } from '@tourview/schema';
import { buttonClass } from '../../components/button-styles.js';
import { useMessages } from '../../lib/i18n/index.js';
import { COMPACT_TOOLS_QUERY } from '../../lib/tour-screen-layout.js';
import { useMediaQuery } from '../../lib/use-media-query.js';
import type { LiveViewingProps } from './live-viewing.js';
import { forgetLiveLink } from './live-link-of-page.js';
import { messages } from './messages.js';
import { useLiveViewing, type LiveViewingModel } from './use-live-viewing.js';
import styles from './live-viewing.module.css';

type T = ReturnType<typeof useMessages<keyof (typeof messages)['en']>>;

/** The live viewing once joined: status, leading, pointer, voice, people, chat. */
export function LivePanel(props: LiveViewingProps & { name: string }) {
  const t = useMessages(messages);
  const live = useLiveViewing(props);
  const marker = useRef<HTMLDivElement>(null);
  const [pointing, setPointing] = useState(false);
  const leaderName = leaderOf(live);
  const { viewer, sceneId, panelSlot, onPanelOpen } = props;
  // Phones start with the one-row bar, so the room stays in sight; larger screens show it all.
  const [expanded, setExpanded] = useState(() => !window.matchMedia?.(COMPACT_TOOLS_QUERY).matches);
  // An ending or a refused link is said in full, never cut to the bar's one row.
  const over = live.ended !== null || live.state === 'ended' || live.state === 'refused';
  const open = expanded || over || live.state === 'full';

  useEffect(() => onPanelOpen(open), [open, onPanelOpen]);

  useEffect(() => {
    const element = marker.current;
    if (!viewer || !element) return;
    const shown =
      live.pointer && live.pointer.scene === sceneId && live.state === 'live' ? live.pointer : null;
    element.hidden = !shown;
    viewer.setMarkers(shown ? [{ element, yaw: shown.yaw, pitch: shown.pitch }] : []);
  }, [viewer, live.pointer, live.state, sceneId]);

  useEffect(() => {
    if (live.ended || live.state === 'ended' || live.state === 'refused') forgetLiveLink(props.tourCode);
  }, [live.ended, live.state, props.tourCode]);

  useEffect(() => {
    const area = marker.current?.parentElement?.parentElement;
    if (!pointing || !viewer || !area) return;
    const onClick = (event: MouseEvent) => {
      const at = viewer.pick(event.clientX, event.clientY);
      if (!at) return;
      live.actions.point(at);
      setPointing(false);
    };
    area.addEventListener('click', onClick);
    return () => area.removeEventListener('click', onClick);
  }, [pointing, viewer, live.actions]);

  return (
    <>
      <div className={styles.markers}>
        <div
          ref={marker}
          className={styles.marker}
          role="img"
          aria-label={t('pointer', { name: leaderName })}
          data-testid="live-pointer"
          hidden
        />
      </div>
      {panelSlot
        ? createPortal(
            <section
              className={styles.panel}
              aria-label={t('region')}
              data-testid="live-panel"
              data-state={live.state}
              data-following={live.following}
              data-leads={live.leads}
              data-open={open}
            >
              <div className={styles.bar}>
                <Status live={live} t={t} leaderName={leaderName} />
                {over ? null : (
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={expanded}
                    aria-controls={LIVE_CONTROLS_ID}
                    aria-label={t('controls')}
                    onClick={() => setExpanded((e) => !e)}
                  >
                    <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>
                  </button>
                )}
              </div>
              {open && live.state === 'live' && !live.ended ? (
                <Controls
                  live={live}
                  t={t}
                  host={props.role === 'host'}
                  pointing={pointing}
                  onPointing={() => setPointing((p) => !p)}
                />
              ) : null}
            </section>,
            panelSlot,
          )
        : null}
    </>
  );
}

const LIVE_CONTROLS_ID = 'live-controls';

/** What the panel shows below its bar: pointing, voice, people, chat and ending. */
function Controls(props: {
  live: LiveViewingModel;
  t: T;
  host: boolean;
  pointing: boolean;
  onPointing(): void;
}) {
  const { live, t, host, pointing } = props;
  return (
    <div id={LIVE_CONTROLS_ID} className={styles.controls}>
      {live.leads ? (
        <button
          type="button"
          className={buttonClass('secondary')}
          aria-pressed={pointing}
          onClick={props.onPointing}
        >
          {pointing ? t('pointHint') : t('point')}
        </button>
      ) : null}
      <Voice live={live} t={t} />
      {live.participants.length > 0 && (host || live.leads) ? <People live={live} t={t} /> : null}
      <Chat live={live} t={t} />
      {host ? (
        <button type="button" className={buttonClass('secondary')} onClick={live.actions.end}>
          {t('end')}
        </button>
      ) : null}
    </div>
  );
}

function leaderOf(live: LiveViewingModel): string {
  if (live.controller === null) return live.hostName;
  return live.participants.find((p) => p.id === live.controller)?.name ?? live.hostName;
}

function Status({ live, t, leaderName }: { live: LiveViewingModel; t: T; leaderName: string }) {
  if (live.ended) {
    const key =
      live.ended === 'host' ? 'endedHost' : live.ended === 'revoked' ? 'endedRevoked' : 'endedExpired';
    return (
      <p role="status" className={styles.status} data-testid="live-status">
        {t(key)}
      </p>
    );
  }
  if (live.state !== 'live') {
    const key = live.state === 'ended' ? 'endedHost' : live.state;
    return (
      <p role="status" className={styles.status} data-testid="live-status">
        {t(key)}
      </p>
    );
  }
  return (
    <div className={styles.statusRow}>
      <p role="status" className={`${styles.status} ${styles.oneLine}`} data-testid="live-status">
        {live.leads
          ? t('youLead')
          : live.following
            ? t('following', { name: leaderName })
            : t('leads', { name: leaderName })}
      </p>
      {!live.leads && !live.following ? (
        <button type="button" className={buttonClass()} onClick={live.actions.followAgain}>
          {t('followAgain', { name: leaderName })}
        </button>
      ) : null}
    </div>
  );
}

function Voice({ live, t }: { live: LiveViewingModel; t: T }) {
  const phone = useMediaQuery('(pointer: coarse)');
  if (live.voice === 'off')
    return (
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => void live.actions.startVoice()}
      >
        {t('startVoice')}
      </button>
    );
  if (live.voice !== 'on')
    return <p className={styles.note}>{t(live.voice === 'starting' ? 'voiceStarting' : 'voiceRefused')}</p>;
  if (phone)
    return (
      <button
        type="button"
        className={buttonClass()}
        aria-pressed={!live.muted}
        onPointerDown={() => live.actions.setMuted(false)}
        onPointerUp={() => live.actions.setMuted(true)}
        onPointerCancel={() => live.actions.setMuted(true)}
        onContextMenu={(e) => e.preventDefault()}
      >
        {t('holdToTalk')}
      </button>
    );
  return (
    <button
      type="button"
      className={buttonClass('secondary')}
      aria-pressed={live.muted}
      onClick={() => live.actions.setMuted(!live.muted)}
    >
      {t('mute')}
    </button>
  );
}

function People({ live, t }: { live: LiveViewingModel; t: T }) {
  const host = live.participants.find((p) => p.id === live.me)?.role === 'host';
  return (
    <div>
      <h2 className={styles.heading}>{t('participants')}</h2>
      <ul className={styles.people} data-testid="live-participants">
        {live.participants.map((p) => {
          const notes = [
            p.role === 'host' ? t('host') : null,
            p.id === live.controller ? t('inControl') : null,
            p.role === 'guest' && p.id !== live.controller
              ? t(p.following ? 'followingShort' : 'lookingAround')
              : null,
            p.voice ? t(p.muted ? 'muted' : 'speaking') : null,
          ].filter(Boolean);
          return (
            <li key={p.id} className={styles.person} data-following={p.following}>
              <span>
                {p.id === live.me ? t('you', { name: p.name }) : p.name}
                <span className={styles.note}> — {notes.join(', ')}</span>
              </span>
              {host && p.role === 'guest' ? (
                p.id === live.controller ? (
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    onClick={() => live.actions.handOver(null)}
                  >
                    {t('takeBack')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    onClick={() => live.actions.handOver(p.id)}
                  >
                    {t('handOver', { name: p.name })}
                  </button>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Chat({ live, t }: { live: LiveViewingModel; t: T }) {
  const [text, setText] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    const line = text.trim();
    if (!line) return;
    live.actions.say(line);
    setText('');
  };
  return (
    <div>
      <h2 className={styles.heading}>{t('chat')}</h2>
      <ol className={styles.chat} role="log" aria-live="polite" data-testid="live-chat">
        {live.chat.map((line) => (
          <li key={line.key} data-mine={line.mine}>
            <strong>{line.name}:</strong> {line.text}
          </li>
        ))}
      </ol>
      <form onSubmit={send} className={styles.row}>
        <label className={styles.grow}>
          <span className={styles.visuallyHidden}>{t('message')}</span>
          <input
            className={styles.input}
            value={text}
            maxLength={LIVE_LIMITS.chat}
            placeholder={t('message')}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <button type="submit" className={buttonClass('secondary')}>
          {t('send')}
        </button>
      </form>
    </div>
  );
}
