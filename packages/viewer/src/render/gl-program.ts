import { WebGLUnavailableError } from '../errors.js';
import { FRAGMENT_SHADER, VERTEX_SHADER } from './shaders.js';

/** The compiled program and where its inputs live. */
export interface GlProgram {
  program: WebGLProgram;
  buffer: WebGLBuffer;
  position: number;
  texcoord: number;
  matrix: WebGLUniformLocation | null;
  alpha: WebGLUniformLocation | null;
}

function compile(gl: WebGLRenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new WebGLUnavailableError('Could not create a WebGL shader.');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  return shader;
}

/** Compiles and links the one program the engine uses, and sets up its vertex buffer. */
export function createProgram(gl: WebGLRenderingContext): GlProgram {
  const program = gl.createProgram();
  const buffer = gl.createBuffer();
  if (!program || !buffer) throw new WebGLUnavailableError('Could not create WebGL resources.');
  const shaders = [
    compile(gl, gl.VERTEX_SHADER, VERTEX_SHADER),
    compile(gl, gl.FRAGMENT_SHADER, FRAGMENT_SHADER),
  ];
  for (const shader of shaders) gl.attachShader(program, shader);
  gl.linkProgram(program);
  for (const shader of shaders) gl.deleteShader(shader);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS) && !gl.isContextLost()) {
    throw new WebGLUnavailableError(`WebGL program failed: ${gl.getProgramInfoLog(program) ?? ''}`);
  }
  gl.useProgram(program);
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  const position = gl.getAttribLocation(program, 'p');
  const texcoord = gl.getAttribLocation(program, 't');
  gl.enableVertexAttribArray(position);
  gl.enableVertexAttribArray(texcoord);
  gl.vertexAttribPointer(position, 3, gl.FLOAT, false, 20, 0);
  gl.vertexAttribPointer(texcoord, 2, gl.FLOAT, false, 20, 12);
  gl.blendFunc(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA);
  return {
    program,
    buffer,
    position,
    texcoord,
    matrix: gl.getUniformLocation(program, 'm'),
    alpha: gl.getUniformLocation(program, 'a'),
  };
}
