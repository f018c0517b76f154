// A device's own Bengali font, for `npm run lighthouse -- --bengali-font[=other]`. This machine has
// no Bengali font at all, which almost no visitor's device lacks: Android, iOS, macOS and Windows
// each ship one. A fontconfig file that adds a font (as TrueType, cut to the Bengali characters) to
// the system's, handed to Chromium as FONTCONFIG_FILE, gives Chromium that device's font without
// installing anything on the machine (fontconfig: Linux only).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { BENGALI_CHARACTERS, BENGALI_SOURCE } from '../lib/bengali.mjs';
import { root } from './site.mjs';

const hindSiliguri = (weight) =>
  fileURLToPath(
    new URL(
      `../../node_modules/@fontsource/hind-siliguri/files/hind-siliguri-bengali-${weight}-normal.woff2`,
      import.meta.url,
    ),
  );

/**
 * The devices `--bengali-font` stands for: their font, its files, who has it, and what the Bangla
 * pages do there (the run's JSON and its TABLES.md heading say so from here).
 */
export const DEVICE_FONTS = {
  phone: {
    name: 'Noto Sans Bengali',
    files: [BENGALI_SOURCE],
    device: 'most Android phones in Bangladesh',
    pages: "the Bangla pages' local() finds it, and they download no font",
  },
  // Hind Siliguri (regular and semibold) is by the Indian Type Foundry, who drew iOS's and macOS's
  // Kohinoor Bangla.
  other: {
    name: 'Hind Siliguri',
    files: [hindSiliguri(400), hindSiliguri(600)],
    device: 'an iPhone, a Mac or a Windows computer',
    pages:
      'another Bengali font: the Bangla pages download Noto Sans Bengali, as with none, but lay out their first frame in a real font and swap the web font in',
  },
};

/** Writes a device's fonts and their fontconfig file (bench/tmp/device-font/<device>/); returns the file's path. */
export async function bengaliFontConfig(device) {
  const dir = path.join(root, 'bench/tmp/device-font', device);
  await mkdir(dir, { recursive: true });
  for (const file of DEVICE_FONTS[device].files) {
    const font = await subsetFont(await readFile(file), BENGALI_CHARACTERS, { targetFormat: 'truetype' });
    await writeFile(path.join(dir, `${path.basename(file, '.woff2')}.ttf`), font);
  }
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
