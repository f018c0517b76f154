// A phone that has Noto Sans Bengali, as most Android phones in Bangladesh do, for
// `npm run lighthouse -- --bengali-font`. This machine has no Bengali font: the Bangla pages'
// local('Noto Sans Bengali') finds nothing here, so they download the 70 KB web font that such a
// phone never fetches. A fontconfig file that adds the whole font (scripts/lib/bengali.mjs: the
// variable Noto Sans Bengali of @fontsource-variable/noto-sans-bengali, as TrueType) to the system's,
// handed to Chromium as FONTCONFIG_FILE, gives Chromium that phone's font without installing
// anything on the machine.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { BENGALI_CHARACTERS, BENGALI_SOURCE } from '../lib/bengali.mjs';
import { root } from './site.mjs';

const dir = path.join(root, 'bench/tmp/device-font');

/** Writes the font and its fontconfig file (bench/tmp/device-font/); returns the file's path. */
export async function bengaliFontConfig() {
  await mkdir(dir, { recursive: true });
  const font = await subsetFont(await readFile(BENGALI_SOURCE), BENGALI_CHARACTERS, {
    targetFormat: 'truetype',
  });
  await writeFile(path.join(dir, 'NotoSansBengali.ttf'), font);
  const config = path.join(dir, 'fonts.conf');
  await writeFile(
    config,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      `  <dir>${dir}</dir>`,
      `  <cachedir>${path.join(dir, 'cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  return config;
}
