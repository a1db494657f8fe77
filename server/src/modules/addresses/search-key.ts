import CyrillicToTranslit from 'cyrillic-to-translit-js';

const translit = CyrillicToTranslit({ preset: 'uk' });

/** Ukraine's official Latin transliteration (Cabinet of Ministers resolution 55 of 2010): Київ → Kyiv. */
export const latinOf = (name: string) => translit.transform(name);

/** Lower case, apostrophes dropped, runs of spaces and dashes as one space: how names and typed text are compared. */
export const keyOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’ʼ`]/g, '')
    .replace(/[\s\-–,.]+/g, ' ')
    .trim();
