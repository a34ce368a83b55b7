import { z } from 'zod';
import { sceneIdSchema } from './tour.js';

/**
 * The live-viewing protocol: what a host's and a guest's browser send over the viewing's
 * WebSocket and what the server sends back. Server and app validate with these schemas;
 * nothing a client sends is passed on before it parsed.
 */

/** Limits shared by the server (which enforces them) and the app (which stays under them). */
export const LIVE_LIMITS = {
  /** Largest WebSocket message in bytes; an SDP description of an audio call is about 3 KB. */
  messageBytes: 16 * 1024,
  name: 40,
  chat: 500,
  sdp: 12_000,
  candidate: 1_000,
  secret: 128,
  /** Views a viewing passes on per second at most: the host's moves are throttled to this. */
  viewsPerSecond: 15,
  /** Messages of any kind one connection may send per second on average, and in a burst. */
  messagesPerSecond: 40,
  messageBurst: 120,
  /** Chat messages one participant may send per ten seconds. */
  chatPerTenSeconds: 5,
  /** People in one viewing at once, the host included. */
  participants: 2_500,
  /**
   * Voice is peer to peer, every participant with every other: beyond this many people it
   * would cost each browser too much upload, so larger viewings follow and chat without voice.
   */
  voiceMesh: 6,
} as const;

/** The close code the server uses when a viewing has ended (4000–4999 are the application's). */
export const LIVE_ENDED_CLOSE_CODE = 4000;
/** The close code for a join the server refused (unknown, expired or revoked link). */
export const LIVE_REFUSED_CLOSE_CODE = 4001;
/** The close code for a join to a viewing that is full for now: the client tries again later. */
export const LIVE_FULL_CLOSE_CODE = 4002;
/** The close code for a client that broke the size or rate limits. */
export const LIVE_POLICY_CLOSE_CODE = 1008;

/** Where the viewing's WebSocket listens on the public origin. */
export const LIVE_SOCKET_PATH = '/api/public/live';

const FORBIDDEN = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;
const INVISIBLE = /^[\s\p{Z}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/** Text a person typed, one line: trimmed, visible, without control or reordering characters. */
const textLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((v) => !FORBIDDEN.test(v) && !INVISIBLE.test(v), 'text only: no control characters');

const secret = z
  .string()
  .min(16)
  .max(LIVE_LIMITS.secret)
  .regex(/^[A-Za-z0-9_-]+$/);
const participantId = z.string().regex(/^[A-Za-z0-9_-]{8,32}$/);
const degrees = (min: number, max: number) => z.number().finite().min(min).max(max);

/** Where the leader looks: the room and the view in degrees (`fov` is the zoom). */
export const liveViewSchema = z.strictObject({
  scene: sceneIdSchema,
  yaw: degrees(-360, 360),
  pitch: degrees(-90, 90),
  fov: degrees(1, 179),
});
/** Where the leader looks. */
export type LiveView = z.infer<typeof liveViewSchema>;

/** A spot on the sphere, in degrees. */
export const livePointSchema = z.strictObject({ yaw: degrees(-360, 360), pitch: degrees(-90, 90) });
/** A spot on the sphere. */
export type LivePoint = z.infer<typeof livePointSchema>;

/** WebRTC signalling passed between two participants unread: a description or a candidate. */
export const liveSignalSchema = z.union([
  z.strictObject({
    description: z.strictObject({ type: z.enum(['offer', 'answer']), sdp: z.string().max(LIVE_LIMITS.sdp) }),
  }),
  z.strictObject({
    candidate: z.strictObject({
      candidate: z.string().max(LIVE_LIMITS.candidate),
      sdpMid: z.string().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
      usernameFragment: z.string().max(256).nullable().optional(),
    }),
  }),
]);
/** WebRTC signalling. */
export type LiveSignal = z.infer<typeof liveSignalSchema>;

/** Everything a participant's browser may send. */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('join'),
    role: z.enum(['host', 'guest']),
    secret,
    name: textLine(LIVE_LIMITS.name),
    /**
     * The id this participant had before its connection dropped (its instance died): until
     * the others notice, it is still counted there, so it does not count twice against a full viewing.
     */
    rejoin: participantId.optional(),
  }),
  z.strictObject({ type: z.literal('view'), view: liveViewSchema }),
  z.strictObject({ type: z.literal('pointer'), at: livePointSchema.nullable() }),
  z.strictObject({ type: z.literal('control'), to: participantId.nullable() }),
  z.strictObject({
    type: z.literal('status'),
    following: z.boolean(),
    voice: z.boolean(),
    muted: z.boolean(),
  }),
  z.strictObject({ type: z.literal('chat'), text: textLine(LIVE_LIMITS.chat) }),
  z.strictObject({ type: z.literal('signal'), to: participantId, signal: liveSignalSchema }),
  z.strictObject({ type: z.literal('end') }),
]);
/** A message from a participant's browser. */
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

/** One person in a viewing, as everyone sees them. */
export const liveParticipantSchema = z.strictObject({
  id: participantId,
  name: z.string(),
  role: z.enum(['host', 'guest']),
  following: z.boolean(),
  /** In the voice call (its microphone granted), and whether it is muted there. */
  voice: z.boolean(),
  muted: z.boolean(),
});
/** One person in a viewing. */
export type LiveParticipant = z.infer<typeof liveParticipantSchema>;

/** A STUN or TURN server, as `RTCPeerConnection` takes it (`LIVE_ICE_SERVERS` holds a list). */
export const liveIceServerSchema = z.strictObject({
  urls: z.union([
    z.string().regex(/^(stun|stuns|turn|turns):/),
    z.array(z.string().regex(/^(stun|stuns|turn|turns):/)).min(1),
  ]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
/** A STUN or TURN server. */
export type LiveIceServer = z.infer<typeof liveIceServerSchema>;

/** Why a viewing ended: the host ended it, the studio revoked its link, or its time ran out. */
export const LIVE_END_REASONS = ['host', 'revoked', 'expired'] as const;

/** Stable codes of the errors the server sends before it drops a message or closes. */
export const LIVE_ERROR_CODES = [
  'bad_message',
  'not_allowed',
  'rate_limited',
  'join_refused',
  'full',
] as const;

/** Everything the server sends. */
export const liveServerMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('welcome'),
    you: participantId,
    role: z.enum(['host', 'guest']),
    viewing: z.strictObject({ tourCode: z.string(), hostName: z.string(), expiresAt: z.string() }),
    iceServers: z.array(liveIceServerSchema),
    /** `relay`: voice goes through the TURN servers only, so peers never learn each other's address. */
    iceTransportPolicy: z.enum(['all', 'relay']),
    participants: z.array(liveParticipantSchema),
    /** Who may move the view and point; null: the host. */
    controller: participantId.nullable(),
    view: liveViewSchema.nullable(),
    pointer: livePointSchema.nullable(),
  }),
  z.strictObject({ type: z.literal('participants'), participants: z.array(liveParticipantSchema) }),
  // `from` is null for a view a newly joined instance learned from the others.
  z.strictObject({ type: z.literal('view'), from: participantId.nullable(), view: liveViewSchema }),
  z.strictObject({ type: z.literal('pointer'), from: participantId, at: livePointSchema.nullable() }),
  z.strictObject({ type: z.literal('control'), controller: participantId.nullable() }),
  z.strictObject({
    type: z.literal('chat'),
    from: participantId,
    name: z.string(),
    text: z.string(),
    at: z.string(),
  }),
  z.strictObject({ type: z.literal('signal'), from: participantId, signal: liveSignalSchema }),
  z.strictObject({ type: z.literal('ended'), reason: z.enum(LIVE_END_REASONS) }),
  z.strictObject({ type: z.literal('error'), code: z.enum(LIVE_ERROR_CODES), message: z.string() }),
]);
/** A message from the server. */
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>;

/** Why a viewing ended. */
export type LiveEndReason = (typeof LIVE_END_REASONS)[number];

/** True when two views differ enough to send: a hundredth of a degree, or another room. */
export function liveViewsDiffer(a: LiveView | null, b: LiveView): boolean {
  if (a === null || a.scene !== b.scene) return true;
  return (
    Math.abs(a.yaw - b.yaw) > 0.01 || Math.abs(a.pitch - b.pitch) > 0.01 || Math.abs(a.fov - b.fov) > 0.01
  );
}
