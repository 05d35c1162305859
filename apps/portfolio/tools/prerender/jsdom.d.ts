// The part of jsdom the static-output tests use (no @types/jsdom in the workspace).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
    serialize(): string;
  }
}
