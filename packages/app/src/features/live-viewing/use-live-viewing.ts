import { useCallback, useEffect, useRef, useState } from 'react';
import {
  LIVE_LIMITS,
  liveViewsDiffer,
  type LiveEndReason,
  type LiveParticipant,
  type LivePoint,
  type LiveServerMessage,
  type LiveView,
} from '@tourview/schema';
import { createFollow, type Viewer } from '@tourview/viewer';
import { LiveConnection, type LiveConnectionState } from './live-connection.js';
import { VoiceMesh } from './voice-mesh.js';

/** One chat line as shown. */
export interface ChatLine {
  key: number;
  name: string;
  text: string;
  mine: boolean;
}

/** What the tour screen hands the live viewing. */
export interface LiveViewingInput {
  viewer: Viewer | null;
  role: 'host' | 'guest';
  secret: string;
  name: string;
  sceneId: string;
  /** Opens another room at a view (the leader walked through a door). */
  onScene(sceneId: string, view: Omit<LiveView, 'scene'>): void;
  reducedMotion: boolean;
}

const SEND_EVERY_MS = 1000 / LIVE_LIMITS.viewsPerSecond;

function reducedView(viewer: Viewer, scene: string): LiveView {
  const { yaw, pitch, fov } = viewer.getView();
  return { scene, yaw, pitch, fov };
}

/**
 * A live viewing on the tour page: the connection, who leads, following the leader's view,
 * sending ours when we lead, the pointer, chat and voice. The engine knows nothing of it: it
 * gets views through its follow plugin and the pointer through its markers.
 */
export function useLiveViewing(input: LiveViewingInput) {
  const { viewer, role, secret, name, sceneId, onScene, reducedMotion } = input;
  const [state, setState] = useState<LiveConnectionState>('connecting');
  const [me, setMe] = useState<string | null>(null);
  const [hostName, setHostName] = useState('');
  const [participants, setParticipants] = useState<LiveParticipant[]>([]);
  const [controller, setController] = useState<string | null>(null);
  const [following, setFollowing] = useState(true);
  const [pointer, setPointer] = useState<(LivePoint & { scene: string }) | null>(null);
  const [chat, setChat] = useState<ChatLine[]>([]);
  const [ended, setEnded] = useState<LiveEndReason | null>(null);
  const [voice, setVoice] = useState<'off' | 'starting' | 'on' | 'refused'>('off');
  const [muted, setMuted] = useState(true);
  const connection = useRef<LiveConnection | null>(null);
  const mesh = useRef<VoiceMesh | null>(null);
  const rtc = useRef<RTCConfiguration>({});
  const lastView = useRef<LiveView | null>(null);
  const follow = useRef(createFollow());
  const live = useRef({
    sceneId,
    following,
    onScene,
    reducedMotion,
    leads: false,
    me: null as string | null,
  });
  const leads = controller === null ? role === 'host' : controller === me;
  live.current = { sceneId, following, onScene, reducedMotion, leads, me };

  const apply = useCallback((view: LiveView, instant = false) => {
    lastView.current = view;
    const now = live.current;
    if (now.leads || !now.following) return;
    const { scene, ...angles } = view;
    if (scene !== now.sceneId) now.onScene(scene, angles);
    else follow.current.to(angles, { instant: instant || now.reducedMotion });
  }, []);

  const onMessage = useCallback(
    (message: LiveServerMessage) => {
      switch (message.type) {
        case 'welcome':
          live.current.me = message.you;
          setMe(message.you);
          setHostName(message.viewing.hostName);
          setParticipants(message.participants);
          setController(message.controller);
          rtc.current = { iceServers: message.iceServers, iceTransportPolicy: message.iceTransportPolicy };
          if (message.view) apply(message.view, true);
          if (message.pointer && message.view) setPointer({ ...message.pointer, scene: message.view.scene });
          return;
        case 'participants':
          setParticipants(message.participants);
          mesh.current?.sync(message.participants);
          return;
        case 'view':
          apply(message.view);
          return;
        case 'pointer':
          setPointer(message.at && { ...message.at, scene: lastView.current?.scene ?? live.current.sceneId });
          return;
        case 'control':
          setController(message.controller);
          return;
        case 'chat':
          setChat((lines) => [
            ...lines.slice(-49),
            {
              key: Date.now() + Math.random(),
              name: message.name,
              text: message.text,
              mine: message.from === live.current.me,
            },
          ]);
          return;
        case 'signal':
          void mesh.current?.receive(message.from, message.signal);
          return;
        case 'ended':
          setEnded(message.reason);
          return;
        case 'error':
          return;
      }
    },
    [apply],
  );

  useEffect(() => {
    const open = new LiveConnection(
      { type: 'join', role, secret, name },
      { message: onMessage, state: setState },
    );
    connection.current = open;
    return () => {
      open.close();
      mesh.current?.stop();
      connection.current = null;
    };
  }, [role, secret, name, onMessage]);

  useEffect(() => {
    if (!viewer) return;
    const f = follow.current;
    const remove = viewer.use(f);
    // Looking around on one's own leaves follow mode; the leader's moves are not interactions.
    // A hotspot that takes keyboard focus turns the view too; only the person's own dragging,
    // zooming, keys or gyroscope count as looking around.
    const off = viewer.on('interaction', ({ kind }) => {
      if (kind === 'focus' || live.current.leads || !live.current.following) return;
      f.stop();
      setFollowing(false);
    });
    // A room that finished loading opens at the view it was asked for; the leader may have
    // turned since, so the newest view is taken up again at once.
    const offReady = viewer.on('scene-ready', ({ sceneId: ready }) => {
      const view = lastView.current;
      const now = live.current;
      if (!view || now.leads || !now.following || view.scene !== ready) return;
      const { scene: _scene, ...angles } = view;
      f.to(angles, { instant: true });
    });
    return () => {
      off();
      offReady();
      remove();
    };
  }, [viewer]);

  // The leader's views, at most 15 a second and only when they changed.
  useEffect(() => {
    if (!viewer || !leads || state !== 'live') return;
    let sentAt = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const send = () => {
      timer = null;
      const view = reducedView(viewer, live.current.sceneId);
      if (!liveViewsDiffer(lastView.current, view)) return;
      lastView.current = view;
      sentAt = performance.now();
      connection.current?.send({ type: 'view', view });
    };
    const offer = () => {
      if (timer) return;
      timer = setTimeout(send, Math.max(0, sentAt + SEND_EVERY_MS - performance.now()));
    };
    send();
    const off = viewer.on('view-change', offer);
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [viewer, leads, state, sceneId]);

  useEffect(() => {
    connection.current?.send({ type: 'status', following, voice: voice === 'on', muted });
  }, [following, voice, muted, state]);

  useEffect(() => {
    if (voice === 'on') mesh.current?.sync(participants);
  }, [voice, participants]);

  const actions = {
    followAgain() {
      setFollowing(true);
      live.current.following = true;
      if (lastView.current) apply(lastView.current);
    },
    point(at: LivePoint | null) {
      setPointer(at && { ...at, scene: live.current.sceneId });
      connection.current?.send({ type: 'pointer', at });
    },
    handOver(to: string | null) {
      connection.current?.send({ type: 'control', to });
    },
    say(text: string) {
      connection.current?.send({ type: 'chat', text });
    },
    end() {
      connection.current?.send({ type: 'end' });
    },
    async startVoice() {
      if (!me) return;
      setVoice('starting');
      const voiceMesh = new VoiceMesh(me, rtc.current, (to, signal) =>
        connection.current?.send({ type: 'signal', to, signal }),
      );
      try {
        await voiceMesh.start();
        mesh.current = voiceMesh;
        setVoice('on');
      } catch {
        setVoice('refused');
      }
    },
    setMuted(next: boolean) {
      mesh.current?.setMuted(next);
      setMuted(next);
    },
  };

  return {
    state,
    me,
    hostName,
    participants,
    controller,
    leads,
    following,
    pointer,
    chat,
    ended,
    voice,
    muted,
    actions,
  };
}

/** What {@link useLiveViewing} gives the panel. */
export type LiveViewingModel = ReturnType<typeof useLiveViewing>;
