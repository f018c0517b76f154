import { chromium } from '@playwright/test';
import { systemChromiumArgs } from '/work/main/scripts/browser.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: systemChromiumArgs });
{
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('http://localhost:4300/contact/');
  console.log('noscript count', await page.locator('noscript').count(), await page.locator('noscript > div').count(), await page.locator('form noscript div').count());
  console.log(await page.locator('noscript').first().evaluate((n) => n.innerHTML.slice(0, 100)));
  await context.close();
}
{
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (m) => console.log('console', m.text().slice(0, 150)));
  await page.route('https://api.emailjs.com/**', (r) => { console.log('SEND', r.request().postData()); return r.fulfill({ status: 200, body: 'OK' }); });
  await page.goto('http://localhost:4300/contact/');
  await page.waitForTimeout(3000);
  await page.locator('#contact-name').fill('Rahim');
  await page.locator('#contact-email').fill('r@x.com');
  await page.locator('#contact-message').fill('hello');
  console.log(await page.locator('form').last().evaluate((form) => {
    const out = [];
    for (const control of form.querySelectorAll('input:not(#contact-name):not(#contact-email)')) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(control, 'https://spam.example');
      control.dispatchEvent(new Event('input', { bubbles: true }));
      out.push(control.id + '=' + control.value);
    }
    return out;
  }));
  await page.locator('button[type=submit]').click();
  await page.waitForTimeout(2000);
  console.log(await page.locator('[data-sonner-toast]').count());
  await context.close();
}
await browser.close();
