/** Positions are points on the unit cube; depth is not needed because layers draw in order. */
export const VERTEX_SHADER = `attribute vec3 p;attribute vec2 t;uniform mat4 m;varying vec2 v;
void main(){v=t;gl_Position=m*vec4(p,1.);}`;

/**
 * Textured quad with a uniform opacity, for cross-fades between scenes, times the texture's own
 * alpha (1 for the panorama's RGB tiles; the heat overlay's varies).
 */
export const FRAGMENT_SHADER = `precision mediump float;uniform sampler2D s;uniform float a;varying vec2 v;
void main(){vec4 c=texture2D(s,v);gl_FragColor=vec4(c.rgb,c.a*a);}`;
