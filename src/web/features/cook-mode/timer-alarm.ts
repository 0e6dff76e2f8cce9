/**
 * How a finished timer makes itself known beyond the page (decision 0076): a beep made with Web Audio (no sound file
 * to download or cache) and a system notification where the person allowed them. Neither may break cook mode:
 * every failure is swallowed, since the page shows the finished timer plainly anyway.
 */

let audio: AudioContext | null = null;

/**
 * Called from the click that starts a timer: browsers only let a page make sound once the person has interacted
 * with it, so the audio context is made (or woken) then, and used later when the timer ends.
 */
export function prepareAlarm(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  } catch {
    audio = null;
  }
}

/** Three short beeps. */
export function ringAlarm(): void {
  if (!audio) return;
  try {
    const start = audio.currentTime + 0.05;
    for (let beep = 0; beep < 3; beep++) {
      const at = start + beep * 0.35;
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.frequency.value = 880;
      volume.gain.setValueAtTime(0.0001, at);
      volume.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
      volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
      tone.connect(volume).connect(audio.destination);
      tone.start(at);
      tone.stop(at + 0.3);
    }
  } catch {
    // No sound: the page and the notification still say the timer is done.
  }
}

/** Asks once, on the first timer started: asking before someone wants a timer would be asking for nothing. */
export function askForNotifications(): void {
  if (!('Notification' in window) || Notification.permission !== 'default') return;
  void Notification.requestPermission().catch(() => undefined);
}

export function notify(title: string, body: string): void {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body, tag: `ck-timer-${body}` });
  } catch {
    // Some phones only show notifications from a service worker; the page shows the timer as done.
  }
}
