// usage: node lh-cmp.tmp.mjs RUNS origin1,origin2 /path1 /path2
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { findChromium, systemChromiumArgs } from './browser.mjs';
const found = findChromium();
const chrome = await chromeLauncher.launch({ chromePath: found.executablePath, chromeFlags: ['--headless=new', ...systemChromiumArgs] });
const [runs, origins, ...paths] = process.argv.slice(2);
const med = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
await lighthouse(origins.split(',')[0] + '/', { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
for (const path of paths) for (const origin of origins.split(',')) {
  const rows = [];
  for (let i = 0; i < Number(runs); i++) {
    const r = await lighthouse(origin + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const m = r.lhr.audits.metrics.details.items[0];
    rows.push({ p: Math.round(r.lhr.categories.performance.score * 100), fcp: m.firstContentfulPaint, lcp: m.largestContentfulPaint, tbt: m.totalBlockingTime, obs: m.observedFirstContentfulPaint });
  }
  const k = (key) => Math.round(med(rows.map((r) => r[key])));
  console.log(`${origin} ${path} perf ${k('p')} FCP ${k('fcp')} LCP ${k('lcp')} TBT ${k('tbt')} obsFCP ${k('obs')}  [${rows.map((r) => r.p).join(' ')}]`);
}
await chrome.kill();
