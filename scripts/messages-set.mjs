#!/usr/bin/env node
// Merges translations into messages/{uk,en,pl}.json without touching other namespaces.
// Usage: node scripts/messages-set.mjs <file.json>
//   where file.json is {"uk": {...}, "en": {...}, "pl": {...}}; its top-level keys per locale are
//   deep-merged into the locale files (later values win). Several people can run it in turn safely.
import fs from 'node:fs';
import path from 'node:path';

const [, , file] = process.argv;
if (!file) {
  console.error('usage: node scripts/messages-set.mjs <file.json>');
  process.exit(2);
}
const input = JSON.parse(fs.readFileSync(file, 'utf8'));
const isObject = (v) => v && typeof v === 'object' && !Array.isArray(v);
const merge = (target, source) => {
  for (const [k, v] of Object.entries(source)) target[k] = isObject(v) && isObject(target[k]) ? merge(target[k], v) : v;
  return target;
};
for (const locale of ['uk', 'en', 'pl']) {
  if (!input[locale]) throw new Error(`missing locale ${locale} in ${file}`);
  const target = path.join('messages', `${locale}.json`);
  const current = JSON.parse(fs.readFileSync(target, 'utf8'));
  const tmp = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(merge(current, input[locale]), null, 2) + '\n');
  fs.renameSync(tmp, target);
}
console.log(`merged ${Object.keys(input.uk).join(', ')} into messages/{uk,en,pl}.json`);
