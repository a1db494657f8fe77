import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let fonts: Promise<[Buffer, Buffer]> | undefined;

/**
 * Noto Sans regular and bold (the @expo-google-fonts/noto-sans files), read once: the PDFs the API makes
 * (warranty certificate, object specification) embed them so Ukrainian and Polish letters render.
 */
export const notoSansFiles = () =>
  (fonts ??= Promise.all([
    readFile(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
    readFile(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
  ]));
