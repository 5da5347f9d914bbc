import { get } from 'node:http'
import { templateRegistry } from '@lobbykit/contract/registry'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPage, productAndBrowserPerFile } from './harness'

const env = productAndBrowserPerFile()

/** Each template's demo tenant is on `<template code>.localhost` (README, demo tenants). */
const tenantHosts = templateRegistry.map((template) => `${template.code}.localhost`)

/**
 * Loads a page and collects what the console and the page report until the after-mount loads start
 * (docs/product.md#after-mount), by which time the browser has hydrated the page the server drew; and the
 * calls the page made until then.
 */
async function loadUntilMounted(page: Page, url: string) {
  const errors: { at: number; text: string }[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push({ at: Date.now(), text: message.text() })
  })
  page.on('pageerror', (error) => errors.push({ at: Date.now(), text: error.message }))
  // A lobby's next page (`page` above 1) is the scroll window asking for more, not the drawn page asked again.
  const requests: { at: number; call: string }[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (!path.startsWith('/api/') || path.startsWith('/api/media/')) return
    const { page: pageNumber } = JSON.parse(request.postData() ?? '{}') as { page?: number }
    if ((pageNumber ?? 1) === 1) requests.push({ at: Date.now(), call: path })
  })
  const response = await page.goto(url)
  await page.locator('html[data-preloading]').waitFor({ state: 'attached' })
  const mountedAt = await page.evaluate(
    () => performance.timeOrigin + (performance.getEntriesByName('lobbykit:after-mount')[0]?.startTime ?? 0),
  )
  const before = <T extends { at: number }>(entries: T[]) => entries.filter((entry) => entry.at <= mountedAt)
  return {
    status: response?.status(),
    errors: before(errors).map((error) => error.text),
    calls: before(requests).map((request) => request.call),
  }
}

/** The HTML the server answers for a tenant's page (Node's fetch cannot name a `*.localhost` host). */
function pageAt(host: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = get(
      { host: '127.0.0.1', port: env.product.port, path, headers: { host } },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
        })
        response.on('end', () => resolve(text))
      },
    )
    request.on('error', reject)
  })
}

describe('pages the server draws (docs/architecture.md#server-rendering)', () => {
  it("has the home's text, the tenant's title and tags before any script runs", async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const response = await page.goto(`${env.product.origin('localhost')}/`)
    expect(response?.status()).toBe(200)
    expect(await page.title()).toContain('Lucky Harbor Casino')
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy()
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBeTruthy()
    // The template, its colours and the home's blocks: a banner's heading and the hot games shelf with its games.
    expect(await page.locator('[data-layout="template1"]').count()).toBe(1)
    expect(await page.locator('html').getAttribute('class')).toBeTruthy()
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toBeTruthy()
    expect(await page.getByRole('heading', { name: 'Hot games' }).count()).toBeGreaterThan(0)
    expect(await page.getByRole('button', { name: /^Play / }).count()).toBeGreaterThan(4)
    // A lobby has its first games, a content page its text.
    await page.goto(`${env.product.origin('slot2.localhost')}/vi/slots`)
    expect(await page.getByRole('list', { name: 'Slot', exact: true }).getByRole('listitem').count()).toBe(24)
    await page.goto(`${env.product.origin('casino2.localhost')}/en/about`)
    expect(await page.getByRole('heading', { name: 'About us' }).count()).toBe(1)
    await context.close()
  })

  it('hydrates every template in two languages, its home and its lobby, without a console error or a second fetch', async () => {
    // The home and the lobby are the template's parts that load apart from it (docs/architecture.md#first-visit-code).
    const visits = tenantHosts.flatMap((host) =>
      (
        [
          ['en', 390, ''],
          ['vi', 1440, ''],
          ['vi', 390, '/slots'],
        ] as const
      ).map(([language, width, path]) => ({ url: `${env.product.origin(host)}/${language}${path}`, width })),
    )
    const failures: string[] = []
    const visit = async ({ url, width }: (typeof visits)[number]) => {
      const { context, page } = await newPage(env.browser, width)
      const { status, errors, calls } = await loadUntilMounted(page, url)
      if (status !== 200) failures.push(`${url}: HTTP ${status}`)
      for (const error of errors) failures.push(`${url} at ${width}px: ${error}`)
      // The page came with every answer it shows: the browser asks for none of them again.
      for (const call of calls) failures.push(`${url} at ${width}px asked ${call}`)
      await context.close()
    }
    // Four at a time: each page mostly waits for its after-mount moment.
    for (let start = 0; start < visits.length; start += 4)
      await Promise.all(visits.slice(start, start + 4).map(visit))
    expect(failures).toEqual([])
  })

  it("hydrates a returning visitor's page, who kept the footer's CMS pages and an open modal, without a console error", async () => {
    // docs/architecture.md#pages-drawn-on-the-server: the server draws without what a browser kept; the
    // stored values come back once the page has hydrated.
    const failures: string[] = []
    for (const host of ['sportsbook1.localhost', 'casino2.localhost', 'slot4.localhost']) {
      const { context, page } = await newPage(env.browser, 390)
      const url = `${env.product.origin(host)}/`
      await page.goto(url)
      await page.waitForFunction(() => JSON.parse(localStorage.getItem('layout') ?? '{}').cms_status === true)
      // The store is written before React draws the footer again with the CMS pages: wait for those links.
      await page.locator('footer nav').first().locator('a[href$="/about"]').waitFor()
      const footerLinks = await page.locator('footer nav').first().getByRole('link').allTextContents()
      await page.evaluate(() =>
        localStorage.setItem('modal', JSON.stringify({ stack: ['login'], last: null })),
      )
      const { errors } = await loadUntilMounted(page, url)
      for (const error of errors) failures.push(`${url}: ${error}`)
      await page.getByRole('dialog').waitFor()
      expect(await page.locator('footer nav').first().getByRole('link').allTextContents()).toEqual(
        footerLinks,
      )
      await context.close()
    }
    expect(failures).toEqual([])
  })

  it('draws two tenants asked at once each with its own name, language and games', async () => {
    const pages = [
      { host: 'casino1.localhost', path: '/en', name: 'Lucky Harbor Casino', lang: 'en' },
      { host: 'slot2.localhost', path: '/vi', name: 'Reel Riot', lang: 'vi' },
      { host: 'sportsbook1.localhost', path: '/ms', name: 'Kickoff Bet', lang: 'ms' },
    ]
    // Several rounds: a page drawn once is kept a while, so each round asks for other lobbies too.
    const asked = pages.flatMap((entry) =>
      ['', '/slots', '/casino', '/fishing'].map((lobby) => ({ ...entry, url: `${entry.path}${lobby}` })),
    )
    const answers = await Promise.all(
      asked.map(async (entry) => ({ ...entry, html: await pageAt(entry.host, entry.url) })),
    )
    for (const { html, name, lang, host } of answers) {
      const root = html.slice(html.indexOf('<div id="root">'))
      expect(html).toContain(`<html lang="${lang}"`)
      expect(root).toContain(name)
      for (const other of pages.filter((entry) => entry.host !== host)) expect(root).not.toContain(other.name)
      // The page's data names only its own tenant.
      const data = html.match(
        /<script nonce="[\w-]+" id="lobbykit-page-data" type="application\/json">(.*?)<\/script>/,
      )?.[1]
      expect(data).toContain(`"domain_name\\":\\"${host}\\"`)
      for (const other of pages.filter((entry) => entry.host !== host)) expect(data).not.toContain(other.host)
    }
  })
})
