/** A point `radius` away from (x, y) towards `heading` (degrees clockwise from the plan's up; y grows down). */
export function towards(x: number, y: number, heading: number, radius: number): [number, number] {
  const rad = (heading * Math.PI) / 180;
  return [x + radius * Math.sin(rad), y - radius * Math.cos(rad)];
}

/** The SVG path of a view cone at (x, y) facing `heading`, 70° wide, drawn as the visitor app draws it. */
export function conePath(x: number, y: number, heading: number, radius: number): string {
  const [x1, y1] = towards(x, y, heading - 35, radius);
  const [x2, y2] = towards(x, y, heading + 35, radius);
  const f = (n: number) => n.toFixed(1);
  return `M${f(x)} ${f(y)} L${f(x1)} ${f(y1)} A${f(radius)} ${f(radius)} 0 0 1 ${f(x2)} ${f(y2)} Z`;
}
