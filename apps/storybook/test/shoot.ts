// Screenshots stories for a human to look at: node test/shoot.ts <id-substring> [width...]
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { appDir, launchBrowser, listStories, openStory, serveStatic, storyUrl, withPages } from './harness.ts'

const [filter = '', ...rest] = process.argv.slice(2)
const globals = Object.fromEntries(
  rest.filter((a) => a.includes('=')).map((a) => a.split('=') as [string, string]),
)
const widths = rest.filter((a) => /^\d+$/.test(a)).map(Number)
const out = join(appDir, 'test-results', 'shots')
mkdirSync(out, { recursive: true })
const server = await serveStatic()
const browser = await launchBrowser()
const stories = listStories().filter((s) => s.id.includes(filter))
for (const width of widths.length ? widths : [390, 1440]) {
  await withPages(browser, stories, 3, width, async (page, story) => {
    await openStory(page, storyUrl(server.url, story.id, globals))
    const suffix = Object.values(globals).join('-')
    await page.screenshot({
      path: join(out, `${story.id}${suffix ? `--${suffix}` : ''}--${width}.png`),
      fullPage: process.env.FULL === '1',
    })
  })
}
await browser.close()
await server.close()
console.log(`${stories.length} stories -> ${out}`)
