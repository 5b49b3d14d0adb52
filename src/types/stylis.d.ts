// stylis ships no types; the RTL setup (theme/rtl.ts) needs only its prefixer plugin.
declare module 'stylis' {
  export const prefixer: (...args: unknown[]) => unknown;
}
