import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type AppLanguage = (typeof SUPPORTED_LANGUAGES)[number];
/** Where the user's choice survives reloads. */
export const LANGUAGE_STORAGE_KEY = 'tenderbox.language';

/**
 * English is bundled (it is also the fallback); French loads on demand, so English users do not download it
 * with the first screen.
 */
async function loadFrench(): Promise<Record<string, unknown>> {
  return (await import('./fr.json')).default;
}

async function loadBundle(lng: AppLanguage): Promise<void> {
  if (lng === 'en' || i18n.hasResourceBundle(lng, 'translation')) return;
  i18n.addResourceBundle('fr', 'translation', await loadFrench(), true, true);
}

export function toAppLanguage(lng: string | undefined): AppLanguage {
  return lng?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** The current language, as the API expects it in Accept-Language. */
export function currentLanguage(): AppLanguage {
  return toAppLanguage(i18n.language);
}

/**
 * The saved choice, else the browser's first supported language, else English. (A few lines instead of
 * i18next-browser-languagedetector: the first screen's bundle stays smaller.)
 */
export function detectLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[] | undefined,
): AppLanguage {
  if (stored === 'en' || stored === 'fr') return stored;
  for (const lng of browserLanguages ?? []) {
    const base = lng.toLowerCase().split('-')[0];
    if (base === 'en' || base === 'fr') return base;
  }
  return 'en';
}

function readStored(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage disabled: the choice lasts for this page only
  }
}

function store(lng: AppLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // storage disabled
  }
}

function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = toAppLanguage(lng);
}

let ready: Promise<typeof i18n> | undefined;

/** Initialises i18next with the detected language; resolves once that language's texts are loaded. */
export function initI18n(): Promise<typeof i18n> {
  ready ??= start();
  return ready;
}

async function start(): Promise<typeof i18n> {
  i18n.on('languageChanged', syncDocumentLanguage);
  const lng = detectLanguage(
    readStored(),
    typeof navigator === 'undefined' ? undefined : navigator.languages,
  );
  // The detected language's texts are there before init, so resolvedLanguage is right from the start.
  const resources: Record<string, { translation: Record<string, unknown> }> = { en: { translation: en } };
  if (lng === 'fr') resources.fr = { translation: await loadFrench() };
  await i18n.use(initReactI18next).init({
    resources,
    partialBundledLanguages: true,
    lng,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'languageOnly',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  syncDocumentLanguage(i18n.language);
  return i18n;
}

/** Switches the language and remembers the choice across reloads. */
export async function changeLanguage(lng: AppLanguage): Promise<void> {
  await loadBundle(lng);
  store(lng);
  await i18n.changeLanguage(lng);
}

export { i18n };
