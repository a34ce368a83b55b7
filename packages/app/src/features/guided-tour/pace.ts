/**
 * How fast the guided tour goes. A full turn of 17 s shows a room without rushing, and with
 * the walk to the next room (its fade and preview) a room takes about 20 s: five rooms in
 * under two minutes.
 */
export const GUIDED_TOUR_PACE = { turnSeconds: 17, walkSeconds: 3 } as const;

/** The pace of the guided tour: a full turn and the walk to the next room, in seconds. */
export interface GuidedTourPace {
  turnSeconds: number;
  walkSeconds: number;
}

/** How many degrees a second the view turns so that a full turn takes `turnSeconds`. */
export function turnDegreesPerSecond(pace: GuidedTourPace = GUIDED_TOUR_PACE): number {
  return 360 / pace.turnSeconds;
}

/** How long one room of the tour takes: its full turn and the walk on. */
export function roomSeconds(pace: GuidedTourPace = GUIDED_TOUR_PACE): number {
  return pace.turnSeconds + pace.walkSeconds;
}
