import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
const PORT = 3350, BASE = `http://localhost:${PORT}`;
const pages = process.argv.slice(2);
const gz = (b) => gzipSync(b, { level: 9 }).length;
const server = spawn('npx', ['next', 'start', '-p', String(PORT)], { stdio: 'ignore', detached: true });
for (let i = 0; i < 120; i++) { try { if ((await fetch(BASE + '/x/introduction/')).ok) break; } catch {} await new Promise(r => setTimeout(r, 500)); }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of pages) {
  const html = Buffer.from(await (await fetch(BASE + path)).arrayBuffer());
  for (const withDemos of [false, true]) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    if (!withDemos) await context.addInitScript(() => { window.IntersectionObserver = class { observe() {} unobserve() {} disconnect() {} takeRecords() { return []; } }; });
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', (r) => { if (r.request().resourceType() === 'script' && r.ok()) scripts.set(r.url(), r.body().catch(() => Buffer.alloc(0))); });
    await page.goto(BASE + path, { waitUntil: 'networkidle' }); await page.waitForTimeout(500);
    const bodies = await Promise.all(scripts.values());
    const list = [...scripts.keys()].map((u, i) => [u.split('/').pop(), (gz(bodies[i]) / 1000).toFixed(1)]);
    console.log(path, withDemos ? 'with demos' : 'initial', 'JS', (bodies.reduce((s, b) => s + gz(b), 0) / 1000).toFixed(1), 'KB', bodies.length, 'scripts; HTML', (gz(html) / 1000).toFixed(1), 'KB');
    if (process.env.LIST && !withDemos) console.log(list.sort((a,b)=>b[1]-a[1]).slice(0,30).map(x=>x.join(' ')).join('\n'));
    await context.close();
  }
}
await browser.close(); process.kill(-server.pid);
