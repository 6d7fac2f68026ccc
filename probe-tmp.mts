import { chromium } from 'playwright-core';
import fs from 'node:fs'; import zlib from 'node:zlib';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const route of process.argv.slice(2)) {
  const ctx = await b.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  const p = await ctx.newPage();
  const files: string[] = [];
  p.on('request', (r) => { const u = new URL(r.url()); if (u.pathname.endsWith('.js')) files.push(u.pathname + '  <- ' + (r.frame()?.url() ?? '')); });
  await p.goto('http://127.0.0.1:3999' + route); await p.waitForLoadState('networkidle'); await p.waitForTimeout(1000);
  console.log('==', route);
  for (const f of files) { const path = 'web/dist' + f.split('  ')[0]; console.log((zlib.gzipSync(fs.readFileSync(path), { level: 9 }).length / 1024).toFixed(1).padStart(7), f.split('  ')[0]); }
  await ctx.close();
}
await b.close();
