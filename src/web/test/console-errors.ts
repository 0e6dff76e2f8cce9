import { vi } from 'vitest';

let logged: string[] = [];
let allowed: RegExp[] = [];

/** Called before each component test: console.error is recorded (and still printed, unless allowed) until the test ends. */
export function watchConsoleErrors() {
  logged = [];
  allowed = [];
  const original = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg))).join(' ');
    if (allowed.some((pattern) => pattern.test(text))) return;
    logged.push(text);
    original(...args);
  });
}

/** A test that provokes a console error on purpose says which. */
export function allowConsoleErrors(...patterns: RegExp[]) {
  allowed.push(...patterns);
}

/** The console errors no test allowed, since the test began; the spy is removed. */
export function takeConsoleErrors(): string[] {
  vi.mocked(console.error).mockRestore();
  const found = logged;
  logged = [];
  return found;
}
