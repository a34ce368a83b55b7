import { LIVE_LIMITS, type LiveParticipant, type LiveSignal } from '@tourview/schema';

interface Peer {
  connection: RTCPeerConnection;
  audio: HTMLAudioElement;
  /** Candidates that came before the remote description, added once it is set. */
  early: RTCIceCandidateInit[];
}

/**
 * Voice between the participants, peer to peer: one `RTCPeerConnection` per other person in
 * the call, the media never through our server (directly, or through the TURN servers of
 * `LIVE_ICE_SERVERS`). Of each pair, the participant whose id sorts first makes the offer, so
 * two offers never cross. Only audio; the microphone is asked for when the person joins voice.
 */
export class VoiceMesh {
  private stream: MediaStream | null = null;
  private readonly peers = new Map<string, Peer>();

  constructor(
    private readonly me: string,
    private readonly config: RTCConfiguration,
    private readonly signal: (to: string, signal: LiveSignal) => void,
  ) {}

  /** Asks for the microphone and starts muted; rejects when it is refused. */
  async start(): Promise<void> {
    this.stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
    this.setMuted(true);
  }

  get started(): boolean {
    return this.stream !== null;
  }

  setMuted(muted: boolean): void {
    for (const track of this.stream?.getAudioTracks() ?? []) track.enabled = !muted;
  }

  /** Connects to everyone in voice, and hangs up on those who left it. */
  sync(participants: readonly LiveParticipant[]): void {
    if (!this.stream) return;
    const inVoice = participants.length <= LIVE_LIMITS.voiceMesh ? participants.filter((p) => p.voice) : [];
    const wanted = new Set(inVoice.map((p) => p.id).filter((id) => id !== this.me));
    for (const [id, peer] of this.peers)
      if (!wanted.has(id)) {
        this.hangUp(id, peer);
      }
    for (const id of wanted) if (!this.peers.has(id) && this.me < id) void this.call(id);
  }

  async receive(from: string, signal: LiveSignal): Promise<void> {
    if (!this.stream) return;
    const peer = this.peers.get(from) ?? this.connect(from);
    if ('candidate' in signal) {
      if (peer.connection.remoteDescription)
        await peer.connection.addIceCandidate(signal.candidate).catch(() => undefined);
      else peer.early.push(signal.candidate);
      return;
    }
    await peer.connection.setRemoteDescription(signal.description);
    for (const candidate of peer.early.splice(0))
      await peer.connection.addIceCandidate(candidate).catch(() => undefined);
    if (signal.description.type !== 'offer') return;
    const answer = await peer.connection.createAnswer();
    await peer.connection.setLocalDescription(answer);
    this.signal(from, { description: { type: 'answer', sdp: answer.sdp ?? '' } });
  }

  stop(): void {
    for (const [id, peer] of this.peers) this.hangUp(id, peer);
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = null;
  }

  private async call(id: string): Promise<void> {
    const peer = this.connect(id);
    const offer = await peer.connection.createOffer();
    await peer.connection.setLocalDescription(offer);
    this.signal(id, { description: { type: 'offer', sdp: offer.sdp ?? '' } });
  }

  private connect(id: string): Peer {
    const connection = new RTCPeerConnection(this.config);
    const audio = new Audio();
    audio.autoplay = true;
    const peer: Peer = { connection, audio, early: [] };
    this.peers.set(id, peer);
    for (const track of this.stream?.getAudioTracks() ?? [])
      if (this.stream) connection.addTrack(track, this.stream);
    connection.addEventListener('icecandidate', (event) => {
      const found = event.candidate;
      if (!found) return;
      const { sdpMid, sdpMLineIndex, usernameFragment } = found;
      this.signal(id, { candidate: { candidate: found.candidate, sdpMid, sdpMLineIndex, usernameFragment } });
    });
    connection.addEventListener('track', (event) => {
      audio.srcObject = event.streams[0] ?? new MediaStream([event.track]);
      void audio.play().catch(() => undefined);
    });
    return peer;
  }

  private hangUp(id: string, peer: Peer): void {
    peer.connection.close();
    peer.audio.srcObject = null;
    this.peers.delete(id);
  }
}
