// Loaded with `--import` into a server process that a test wants to see "later": each SIGUSR2
// moves the process's clock (Date.now() and new Date()) forward by CLOCK_STEP_MS, as if that
// much time had passed, so that what the server handed out before (form tokens) is that old.
const step = Number(process.env.CLOCK_STEP_MS ?? 0);
let shift = 0;
process.on('SIGUSR2', () => (shift += step));

const RealDate = Date;
const realNow = Date.now.bind(Date);
class LaterDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(realNow() + shift);
    else super(...(args as [string]));
  }
  static now() {
    return realNow() + shift;
  }
}
globalThis.Date = LaterDate as DateConstructor;
