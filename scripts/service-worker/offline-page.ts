/**
 * The offline page of a language (/offline/, /bn/offline/): what the service worker answers, with
 * no connection, for a page the visitor has not seen. One small file with its CSS inline and no
 * script, so it works from the worker's precache alone: the company's name, a line saying the page
 * needs a connection, the phone, WhatsApp and e-mail links, and the list of kept pages the worker
 * fills as it serves it (./kept-pages.ts). Its words are content/<locale>/shell.ts `offline`.
 */
import { company, companyText } from '@/content/company';
import { shellText } from '@/content/shell';
import { localeInfo, type Locale } from '@/lib/i18n';
import { mailtoHref, telHref, whatsappHref } from '@/lib/links';
import { KEPT_LIST, NONE_KEPT_ATTRIBUTE, escapeHtml } from './kept-pages';

/**
 * The page's CSS. Bangla needs its font: a phone with Noto Sans Bengali uses its own (local()),
 * else the site's own file at the very URL the site's stylesheet names, which the worker answers
 * from its cache when the visitor has seen a Bangla page (without it, no file: the system's font).
 */
function styles(bengaliFontUrl: string | null) {
  const bengali = bengaliFontUrl
    ? `@font-face{font-family:'Noto Sans Bengali';src:local('Noto Sans Bengali'),local('NotoSansBengali-Regular'),local('Noto Sans Bengali UI'),url('${bengaliFontUrl}') format('woff2');font-weight:400 800;font-display:swap;unicode-range:U+0964-0965,U+0980-09FF,U+200C-200D,U+25CC}`
    : '';
  return (
    bengali +
    `html{color-scheme:light;-webkit-text-size-adjust:100%}` +
    `body{margin:0;font:1.0625rem/1.6 'Noto Sans Bengali',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937;background:#f8f7fb}` +
    `main{max-width:36rem;margin:0 auto;padding:2.5rem 1.25rem 3rem}` +
    `h1{margin:0 0 .75rem;font-size:1.75rem;line-height:1.25;color:${company.brandColor}}` +
    `h2{margin:2rem 0 .5rem;font-size:1.125rem;line-height:1.4}` +
    `ul{margin:0;padding:0;list-style:none}` +
    `.contact li{margin:.625rem 0}` +
    `.contact a{display:block;padding:.75rem 1rem;border-radius:.5rem;background:${company.brandColor};color:#fff;font-weight:600;text-decoration:none;text-align:center}` +
    `.contact a:focus-visible,[data-kept-pages] a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}` +
    `[data-kept-pages] li{border-bottom:1px solid #e5e7eb}` +
    `[data-kept-pages] a{display:block;padding:.75rem 0;color:${company.brandColor}}`
  );
}

/** The offline page of `locale`, as the build writes it (scripts/service-worker.ts). */
export function offlinePageHtml(locale: Locale, { bengaliFontUrl }: { bengaliFontUrl: string | null }) {
  const text = shellText[locale].offline;
  const name = companyText[locale].name;
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
    `<title>${escapeHtml(`${text.title} | ${name}`)}</title>` +
    `<style>${styles(locale === 'bn' ? bengaliFontUrl : null)}</style></head>` +
    `<body><main><h1>${escapeHtml(name)}</h1><p>${escapeHtml(text.lead)}</p>` +
    `<ul class="contact">${links}</ul>` +
    `<h2>${escapeHtml(text.kept)}</h2>${KEPT_LIST}<p ${NONE_KEPT_ATTRIBUTE}>${escapeHtml(text.none)}</p>` +
    `</main></body></html>\n`
  );
}
