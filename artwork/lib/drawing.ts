/** A subject drawn in its own frame: ground at y=0, extending from x0 to x1 and up to y=-h. */
export interface Drawing {
  svg: string;
  x0: number;
  x1: number;
  h: number;
}

/** Paint scheme for a machine, derived from one body colour. */
export interface Paint {
  body: string;
  bodyDark: string;
  bodyLight: string;
  trim: string;
  glass: string;
  glassLight: string;
  metal: string;
  tyre: string;
  tyreLight: string;
}
