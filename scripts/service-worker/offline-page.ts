/**
 * The offline page of a language (/offline/, /bn/offline/): what the service worker answers, with
 * no connection, for a page the visitor has not seen. One small file with its CSS inline and no
 * script, so it works from the worker's precache alone: the company's mark, name and motto, a line
 * saying the page needs a connection, the phone, WhatsApp and e-mail links, and the list of kept
 * pages the worker fills as it serves it (./kept-pages.ts). Its words are content/<locale>/shell.ts
 * `offline`.
 */
import { company, companyText } from '@/content/company';
import { shellText } from '@/content/shell';
import { localeInfo, type Locale } from '@/lib/i18n';
import { mailtoHref, telHref, whatsappHref } from '@/lib/links';
import { logoMarkPaths } from '@/scripts/lib/logo-mark';
import { token } from '@/scripts/lib/tokens';
import { KEPT_LIST, NONE_KEPT_ATTRIBUTE, escapeHtml } from '@/lib/service-worker/kept-pages';

/**
 * The page's CSS, its colours app/globals.css's tokens. Bangla needs its font: a phone with Noto Sans
 * Bengali uses its own (local()), else the site's own file at the very URL the site's stylesheet
 * names, which the worker answers from its cache when the visitor has seen a Bangla page (without
 * it, no file: the system's font).
 */
function styles(bengaliFontUrl: string | null) {
  const bengali = bengaliFontUrl
    ? `@font-face{font-family:'Noto Sans Bengali';src:local('Noto Sans Bengali'),local('NotoSansBengali-Regular'),local('Noto Sans Bengali UI'),url('${bengaliFontUrl}') format('woff2');font-weight:400 800;font-display:swap;unicode-range:U+0964-0965,U+0980-09FF,U+200C-200D,U+25CC}`
    : '';
  return (
    bengali +
    `html{color-scheme:light;-webkit-text-size-adjust:100%}` +
    `body{margin:0;font:1.0625rem/1.6 'Noto Sans Bengali',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:${token('color-ink')};background:${token('color-surface-alt')}}` +
    `header{background:linear-gradient(135deg,${token('color-primary-950')},${token('color-primary-800')});color:${token('color-on-dark')};padding:1.25rem 1.25rem 5.5rem}` +
    `header div{display:flex;align-items:center;gap:.75rem;max-width:36rem;margin:auto}` +
    `header p{margin:0;font-size:1.25rem;font-weight:800;line-height:1.3}` +
    `header small{display:block;font-size:.8125rem;font-weight:500;color:${token('color-accent-light')}}` +
    `:lang(en) small{letter-spacing:.08em;text-transform:uppercase}` +
    `main{box-sizing:border-box;width:min(36rem,100% - 1.5rem);margin:-4.25rem auto 3rem;padding:1.75rem 1.25rem 2rem;background:${token('color-surface')};border-radius:1rem;box-shadow:0 18px 40px -18px ${token('color-primary-950')}59}` +
    `h1{margin:0 0 .5rem;font-size:1.625rem;line-height:1.25;color:${token('color-primary-900')}}` +
    `h2{margin:2rem 0 .5rem;font-size:1.0625rem;line-height:1.4}` +
    `main p{margin:0;color:${token('color-muted')}}` +
    `ul{margin:0;padding:0;list-style:none}` +
    `.contact{margin-top:1.25rem}` +
    `.contact li{margin:.625rem 0}` +
    `.contact a{display:block;padding:.8125rem 1rem;border-radius:.75rem;background:${token('color-primary-800')};color:${token('color-on-dark')};font-weight:700;text-decoration:none;text-align:center}` +
    `.contact li:first-child a{background:${token('color-accent')};color:${token('color-ink')}}` +
    `a:focus-visible{outline:3px solid ${token('color-accent')};outline-offset:2px}` +
    `.contact li:first-child a:focus-visible{outline-color:${token('color-primary-800')}}` +
    `[data-kept-pages] li{border-bottom:1px solid ${token('color-border')}}` +
    `[data-kept-pages] a{display:block;padding:.75rem 0;color:${token('color-primary-800')};font-weight:600}`
  );
}

/**
 * The tab's icon, the mark in its dark tone as the favicon draws it, inside the page: offline, the
 * browser's own request for an icon file goes to no worker and would find no network.
 */
const iconHref =
  'data:image/svg+xml,' +
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>${logoMarkPaths('dark').replaceAll('"', "'")}</svg>`.replace(
    /[%#<> ]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** The logo mark in its light tone (white, its arrow amber), drawn inline: the page has nothing else to load. */
const mark = `<svg viewBox="0 0 64 64" width="44" height="44" aria-hidden="true" focusable="false">${logoMarkPaths('light')}</svg>`;

/** The offline page of `locale`, as the build writes it (scripts/service-worker.ts). */
export function offlinePageHtml(locale: Locale, { bengaliFontUrl }: { bengaliFontUrl: string | null }) {
  const text = shellText[locale].offline;
  const { name, motto } = companyText[locale];
  const links = [
    { href: telHref(company.phone.e164), label: text.call(company.phone.display) },
    { href: whatsappHref(companyText[locale].whatsappMessage), label: text.whatsapp },
    { href: mailtoHref(company.email), label: text.email },
  ]
    .map(({ href, label }) => `<li><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></li>`)
    .join('');
  return (
    `<!DOCTYPE html><html lang="${localeInfo[locale].lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex">` +
    `<meta name="theme-color" content="${company.brandColor}">` +
    `<title>${escapeHtml(`${text.title} | ${name}`)}</title>` +
    `<link rel="icon" href="${iconHref}" type="image/svg+xml">` +
    `<style>${styles(locale === 'bn' ? bengaliFontUrl : null)}</style></head>` +
    `<body><header><div>${mark}<p>${escapeHtml(name)}<small>${escapeHtml(motto)}</small></p></div></header>` +
    `<main><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.lead)}</p>` +
    `<ul class="contact">${links}</ul>` +
    `<h2>${escapeHtml(text.kept)}</h2>${KEPT_LIST}<p ${NONE_KEPT_ATTRIBUTE}>${escapeHtml(text.none)}</p>` +
    `</main></body></html>\n`
  );
}
