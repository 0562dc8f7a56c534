import { LOCALE_TAGS, localeOfPath, type Locale } from '@club/contract/locales';

/**
 * What the failure screen says, in each language. Written here, not in a catalogue: the
 * screen shows when the site cannot load its code, so it cannot fetch a catalogue either.
 */
const WORDS: Readonly<Record<Locale, { heading: string; text: string; reload: string }>> = {
  en: {
    heading: 'The site could not start',
    text: 'Please check your connection and reload the page.',
    reload: 'Reload',
  },
  hi: {
    heading: 'साइट शुरू नहीं हो सकी',
    text: 'कृपया अपना कनेक्शन जाँचें और पेज फिर से लोड करें।',
    reload: 'फिर से लोड करें',
  },
  gu: {
    heading: 'સાઇટ શરૂ થઈ શકી નથી',
    text: 'કૃપા કરીને તમારું કનેક્શન તપાસો અને પેજ ફરીથી લોડ કરો.',
    reload: 'ફરીથી લોડ કરો',
  },
};

/** Shown when the shell cannot start at all (config.json missing or invalid), in the page's language. */
export function showBootFailure(): void {
  const root = document.getElementById('root');
  if (!root) return;
  const locale = localeOfPath(window.location.pathname);
  const words = WORDS[locale];
  root.innerHTML = '';
  const box = document.createElement('main');
  box.setAttribute('role', 'alert');
  box.lang = LOCALE_TAGS[locale];
  box.style.cssText =
    'max-width:32rem;margin:20vh auto;padding:2rem;font-family:system-ui,sans-serif;text-align:center;';
  const heading = document.createElement('h1');
  heading.textContent = words.heading;
  const text = document.createElement('p');
  text.textContent = words.text;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = words.reload;
  button.addEventListener('click', () => window.location.reload());
  box.append(heading, text, button);
  root.append(box);
}
